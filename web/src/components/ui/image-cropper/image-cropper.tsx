import { type RefObject, useRef, useState } from 'react';
import Cropper, { type Area, type MediaSize } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button';
import '../ui.css';
import {
  aspectFor,
  clampZoom,
  CROP_SHAPES,
  cropImage,
  type CropShape,
  MAX_ZOOM,
  MIN_ZOOM,
  nextRotation,
  outputFor,
  type PixelArea,
  ZOOM_STEP,
} from './crop';
import { Minus, Plus } from 'lucide-react';
import { tooltip } from '../tooltip/tooltip';

export interface ImageCropperProps {
  label: string;
  /** An image URL; without one there is nothing to crop (§5). */
  src: string | null;
  onCropped: (image: Blob, shape: CropShape) => void;
  initialShape?: CropShape;
}

const shapeKey: Record<CropShape, string> = {
  original: 'cropper.original',
  square: 'cropper.square',
  rectangle: 'cropper.rectangle',
};

export function ImageCropper({
  label,
  src,
  onCropped,
  initialShape = 'square',
}: ImageCropperProps) {
  const { t } = useTranslation('ui');
  const [shape, setShape] = useState<CropShape>(initialShape);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [rotation, setRotation] = useState(0);
  const [media, setMedia] = useState<MediaSize | null>(null);
  const [busy, setBusy] = useState(false);
  const area = useRef<PixelArea | null>(null);
  // The library hands over its own ref object; its node is read when cropping.
  const image = useRef<RefObject<HTMLImageElement | null> | null>(null);

  const reset = () => {
    setCrop({ x: 0, y: 0 });
    setZoom(MIN_ZOOM);
    setRotation(0);
  };
  const apply = async () => {
    if (!area.current) return;
    setBusy(true);
    try {
      const target =
        shape === 'original'
          ? { x: 0, y: 0, width: media?.naturalWidth ?? 0, height: media?.naturalHeight ?? 0 }
          : area.current;
      onCropped(
        await cropImage(image.current?.current, target, rotation, outputFor(shape, target)),
        shape,
      );
    } finally {
      setBusy(false);
    }
  };
  const loaded = Boolean(src && media);

  return (
    <div className="ui-cropper" role="group" aria-label={label}>
      <fieldset className="ui-segmented">
        <legend className="visually-hidden">{t('cropper.shape')}</legend>
        {CROP_SHAPES.map((s) => (
          <label
            key={s}
            className={
              s === shape ? 'ui-segmented__item ui-segmented__item--on' : 'ui-segmented__item'
            }
          >
            <input
              type="radio"
              name={`${label}-shape`}
              value={s}
              checked={s === shape}
              onChange={() => {
                setShape(s);
                reset();
              }}
            />
            {t(shapeKey[s])}
          </label>
        ))}
      </fieldset>
      <div className="ui-cropper__stage">
        {src ? (
          <Cropper
            image={src}
            crop={crop}
            zoom={shape === 'original' ? MIN_ZOOM : zoom}
            rotation={rotation}
            aspect={aspectFor(
              shape,
              media
                ? { width: media.naturalWidth, height: media.naturalHeight }
                : { width: 1, height: 1 },
            )}
            zoomSpeed={ZOOM_STEP}
            keyboardStep={10}
            onCropChange={setCrop}
            onZoomChange={(z) => setZoom(clampZoom(z))}
            onCropComplete={(_: Area, pixels: Area) => {
              area.current = pixels;
            }}
            onMediaLoaded={setMedia}
            setImageRef={(ref) => {
              image.current = ref;
            }}
            cropShape="rect"
            showGrid={shape !== 'original'}
            classes={{ cropAreaClassName: 'ui-cropper__area' }}
            cropperProps={{ role: 'group', 'aria-label': t('cropper.area') }}
          />
        ) : (
          <p className="ui-cropper__empty">{t('cropper.needsImage')}</p>
        )}
      </div>
      <div className="ui-cropper__controls">
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setZoom((z) => clampZoom(z - ZOOM_STEP))}
          disabled={!loaded || shape === 'original'}
          aria-label={t('cropper.zoomOut')}
          {...tooltip(t('cropper.zoomOut'))}
        >
          <Minus aria-hidden="true" size={18} strokeWidth={1.75} />
        </Button>
        <input
          type="range"
          className="ui-range"
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={ZOOM_STEP}
          value={zoom}
          aria-label={t('cropper.zoom')}
          disabled={!loaded || shape === 'original'}
          onChange={(e) => setZoom(clampZoom(Number(e.target.value)))}
        />
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setZoom((z) => clampZoom(z + ZOOM_STEP))}
          disabled={!loaded || shape === 'original'}
          aria-label={t('cropper.zoomIn')}
          {...tooltip(t('cropper.zoomIn'))}
        >
          <Plus aria-hidden="true" size={18} strokeWidth={1.75} />
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setRotation(nextRotation)}
          disabled={!loaded}
        >
          {t('cropper.rotate')}
        </Button>
        <Button size="sm" variant="ghost" onClick={reset} disabled={!loaded}>
          {t('cropper.reset')}
        </Button>
        <Button size="sm" onClick={() => void apply()} disabled={!loaded} busy={busy}>
          {t('cropper.apply')}
        </Button>
      </div>
    </div>
  );
}
