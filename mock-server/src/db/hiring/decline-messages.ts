/**
 * The words a bulk decline may send each candidate, in every language of the app. The server
 * writes them because the message is the candidate's to read in their own language, which the
 * manager's screen does not know.
 */
import type { DeclineTemplate } from '@ws/contracts';
import type { BrandRow } from '../types.ts';

type Language = 'en' | 'fr' | 'de' | 'es' | 'pl' | 'ru' | 'ar' | 'tr';
type Written = Exclude<DeclineTemplate, 'CUSTOM'>;

const TEXTS: Record<Language, Record<Written, (job: string) => string>> = {
  en: {
    POSITION_FILLED: (job) =>
      `Thank you for applying for ${job}. The position has now been filled, so we will not be moving forward with your application. We wish you every success.`,
    NOT_A_FIT: (job) =>
      `Thank you for applying for ${job}. After reviewing your application, we have decided not to move forward for now. You are welcome to apply again in the future.`,
  },
  fr: {
    POSITION_FILLED: (job) =>
      `Merci d'avoir postulé pour ${job}. Le poste est désormais pourvu, nous ne donnerons donc pas suite à votre candidature. Nous vous souhaitons une bonne continuation.`,
    NOT_A_FIT: (job) =>
      `Merci d'avoir postulé pour ${job}. Après examen de votre candidature, nous avons décidé de ne pas y donner suite pour le moment. N'hésitez pas à postuler à nouveau.`,
  },
  de: {
    POSITION_FILLED: (job) =>
      `Vielen Dank für Ihre Bewerbung als ${job}. Die Stelle ist inzwischen besetzt, daher können wir Ihre Bewerbung nicht weiter berücksichtigen. Wir wünschen Ihnen alles Gute.`,
    NOT_A_FIT: (job) =>
      `Vielen Dank für Ihre Bewerbung als ${job}. Nach Prüfung Ihrer Unterlagen haben wir uns entschieden, vorerst nicht fortzufahren. Sie können sich gern erneut bewerben.`,
  },
  es: {
    POSITION_FILLED: (job) =>
      `Gracias por postularte para ${job}. El puesto ya está cubierto, por lo que no seguiremos adelante con tu solicitud. Te deseamos mucho éxito.`,
    NOT_A_FIT: (job) =>
      `Gracias por postularte para ${job}. Tras revisar tu solicitud, hemos decidido no seguir adelante por ahora. Puedes volver a postularte en el futuro.`,
  },
  pl: {
    POSITION_FILLED: (job) =>
      `Dziękujemy za aplikację na stanowisko ${job}. Stanowisko zostało już obsadzone, dlatego nie będziemy kontynuować rekrutacji. Życzymy powodzenia.`,
    NOT_A_FIT: (job) =>
      `Dziękujemy za aplikację na stanowisko ${job}. Po zapoznaniu się z nią zdecydowaliśmy, że na razie nie będziemy jej kontynuować. Zapraszamy do ponownej aplikacji w przyszłości.`,
  },
  ru: {
    POSITION_FILLED: (job) =>
      `Спасибо за отклик на вакансию «${job}». Вакансия уже закрыта, поэтому мы не сможем продолжить рассмотрение вашей заявки. Желаем вам успехов.`,
    NOT_A_FIT: (job) =>
      `Спасибо за отклик на вакансию «${job}». Рассмотрев вашу заявку, мы решили пока не продолжать. Будем рады вашему отклику в будущем.`,
  },
  ar: {
    POSITION_FILLED: (job) =>
      `شكرًا لتقدّمك لوظيفة ${job}. تم شغل الوظيفة، لذا لن نواصل النظر في طلبك. نتمنى لك كل التوفيق.`,
    NOT_A_FIT: (job) =>
      `شكرًا لتقدّمك لوظيفة ${job}. بعد مراجعة طلبك قررنا عدم المتابعة في الوقت الحالي. يسعدنا أن تتقدّم مجددًا في المستقبل.`,
  },
  tr: {
    POSITION_FILLED: (job) =>
      `${job} pozisyonuna başvurduğunuz için teşekkür ederiz. Pozisyon doldurulduğu için başvurunuzla ilerlemeyeceğiz. Başarılar dileriz.`,
    NOT_A_FIT: (job) =>
      `${job} pozisyonuna başvurduğunuz için teşekkür ederiz. Başvurunuzu inceledikten sonra şimdilik ilerlememeye karar verdik. İleride yeniden başvurabilirsiniz.`,
  },
};

/** The language people at a brand read, from its country; English where the app has none of its languages. */
const BY_COUNTRY: Record<string, Language> = {
  FR: 'fr',
  BE: 'fr',
  DE: 'de',
  AT: 'de',
  ES: 'es',
  MX: 'es',
  PL: 'pl',
  RU: 'ru',
  SA: 'ar',
  AE: 'ar',
  EG: 'ar',
  TR: 'tr',
};

/**
 * A decline's message to one candidate: a template's text in the brand's language (the seed
 * keeps no language for a candidate), then the manager's added line; a custom message as written.
 */
export function declineMessage(
  brand: BrandRow | undefined,
  job: string,
  message: { template: DeclineTemplate; text?: string | undefined },
): string {
  const extra = message.text ?? '';
  if (message.template === 'CUSTOM') return extra;
  const language = BY_COUNTRY[brand?.country ?? ''] ?? 'en';
  const text = TEXTS[language][message.template](job);
  return extra ? `${text}\n\n${extra}` : text;
}
