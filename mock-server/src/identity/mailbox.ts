/**
 * The mock's outbox: what a real pool or backend would e-mail (sign-up codes, activation and
 * reset links) is kept here and readable at GET /__mailbox/{address}, so demos and browser tests
 * can follow a link without a mail server.
 */
export interface Mail {
  to: string;
  subject: string;
  /** The code or token the message carries. */
  code: string;
  link: string | null;
  sentAt: number;
}

export function createMailbox(now: () => number) {
  const byAddress = new Map<string, Mail[]>();
  return {
    send(mail: Omit<Mail, 'sentAt'>) {
      const key = mail.to.toLowerCase();
      byAddress.set(key, [...(byAddress.get(key) ?? []), { ...mail, sentAt: now() }]);
    },
    /** Newest first. */
    read(address: string): Mail[] {
      return [...(byAddress.get(address.toLowerCase()) ?? [])].reverse();
    },
  };
}
export type Mailbox = ReturnType<typeof createMailbox>;
