import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDropZone } from '../../../../components/ui/file-drop-zone/file-drop-zone';
import { ImageCropper } from '../../../../components/ui/image-cropper/image-cropper';
import { MultiLevelSelector } from '../../../../components/ui/multi-level-selector/multi-level-selector';
import {
  type LevelItem,
  levelItem,
  toggleItem,
} from '../../../../components/ui/multi-level-selector/tree';
import { PhoneInput } from '../../../../components/ui/phone-input/phone-input';
import { DEMO_IMAGE } from './demo-image';
import { DemoSection, DemoState } from './demo-section';

const BRANDS: LevelItem[] = [
  levelItem('gp-1', 'Harbor Group', null, 0, { expandable: true }),
  levelItem('pa-1', 'North Coast', 'gp-1', 1, { expandable: true }),
  levelItem('ch-1', 'Harbor Cafe Pier 9', 'pa-1', 2),
  levelItem('ch-2', 'Dock Diner', 'pa-1', 2),
  levelItem('pa-2', 'South Bay', 'gp-1', 1, { expandable: true }),
  levelItem('ch-3', 'Lighthouse Grill', 'pa-2', 2),
  levelItem('ch-4', 'Marina Bistro (closed)', 'pa-2', 2, { disabled: true, active: false }),
];

export function SelectorDemo() {
  const { t } = useTranslation(['ui', 'design-system']);
  // Two leaves checked, so the demo opens with checked, partial, unchecked and disabled rows.
  const [items, setItems] = useState(() => toggleItem(toggleItem(BRANDS, 'ch-1'), 'ch-3'));
  const [empty, setEmpty] = useState(BRANDS);
  return (
    <DemoSection id="selector" title={t('design-system:selector')}>
      <DemoState title={t('design-system:selectorStates')}>
        <MultiLevelSelector
          label={t('design-system:locations')}
          items={items}
          onChange={setItems}
          initiallyExpanded={['gp-1', 'pa-1']}
        />
      </DemoState>
      <DemoState title={t('design-system:noResults')}>
        <MultiLevelSelector
          label={t('design-system:searchLocations')}
          items={empty}
          onChange={setEmpty}
          initialQuery="zzz"
        />
      </DemoState>
    </DemoSection>
  );
}

export function CropperDemo() {
  const { t } = useTranslation(['ui', 'design-system']);
  const [result, setResult] = useState<{ url: string; size: string } | null>(null);
  useEffect(() => () => (result ? URL.revokeObjectURL(result.url) : undefined), [result]);
  return (
    <DemoSection id="cropper" title={t('design-system:cropper')}>
      <DemoState title={t('design-system:loadedImage')} wide>
        <ImageCropper
          label={t('design-system:profilePhoto')}
          src={DEMO_IMAGE}
          onCropped={(blob) => {
            const url = URL.createObjectURL(blob);
            const image = new Image();
            image.onload = () =>
              setResult({ url, size: `${image.naturalWidth}×${image.naturalHeight} ${blob.type}` });
            image.src = url;
          }}
        />
        {result ? (
          <figure className="ds-result">
            <img src={result.url} alt={t('cropper.result')} />
            <figcaption data-testid="crop-result">{result.size}</figcaption>
          </figure>
        ) : null}
      </DemoState>
      <DemoState title={t('design-system:noImage')} wide>
        <ImageCropper
          label={t('design-system:bannerPhoto')}
          src={null}
          onCropped={() => undefined}
          initialShape="rectangle"
        />
      </DemoState>
    </DemoSection>
  );
}

export function DropZoneDemo() {
  const { t } = useTranslation(['ui', 'design-system']);
  return (
    <DemoSection id="drop-zone" title={t('design-system:dropZone')}>
      <DemoState title={t('design-system:documents')} wide>
        <FileDropZone
          label={t('design-system:attachments')}
          extensions={['PDF', 'png', '.JPG']}
          onFiles={() => undefined}
        />
      </DemoState>
    </DemoSection>
  );
}

export function PhoneDemo() {
  const { t } = useTranslation(['ui', 'design-system']);
  const [phone, setPhone] = useState('+12015550123');
  const [empty, setEmpty] = useState('');
  return (
    <DemoSection id="phone" title={t('design-system:phone')}>
      <DemoState title={t('design-system:withValue', { value: phone })}>
        <PhoneInput label={t('design-system:mobile')} value={phone} onChange={setPhone} />
      </DemoState>
      <DemoState title={t('design-system:nationalMode', { value: empty || '—' })}>
        <PhoneInput
          label={t('design-system:workPhone')}
          value={empty}
          onChange={setEmpty}
          defaultCountry="GB"
        />
      </DemoState>
    </DemoSection>
  );
}
