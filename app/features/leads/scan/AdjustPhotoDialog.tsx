import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/Button';
import { Dialog, DialogHeader } from '../../../components/Dialog';
import { useT, type MessageKey } from '../../../i18n';
import { NO_ADJUSTMENT, turnedPhoto, type PhotoAdjustment } from './photo';

type Side = keyof PhotoAdjustment['crop'];
const SIDES = [
  { side: 'top', label: 'scan.cropTop', arrow: '↑' },
  { side: 'bottom', label: 'scan.cropBottom', arrow: '↓' },
  { side: 'left', label: 'scan.cropLeft', arrow: '←' },
  { side: 'right', label: 'scan.cropRight', arrow: '→' },
] as const satisfies readonly { side: Side; label: MessageKey; arrow: string }[];

/** The preview's longer side, in pixels. */
const PREVIEW_SIDE = 640;

/**
 * Turns, straightens and cuts a card's photo before it is read: quarter turns, a fine tilt, and how much each side
 * loses (sliders, so keyboards and screen readers set them as well as fingers); the frame shows what is kept.
 */
export function AdjustPhotoDialog({ photo, busy, onRead, onClose }: { photo: ImageBitmap; busy: boolean; onRead: (adjustment: PhotoAdjustment) => void; onClose: () => void }) {
  const t = useT();
  const [adjustment, setAdjustment] = useState<PhotoAdjustment>(NO_ADJUSTMENT);
  const preview = useRef<HTMLDivElement>(null);

  const { quarterTurns, tilt } = adjustment;
  useEffect(() => {
    const canvas = turnedPhoto(photo, { quarterTurns, tilt, crop: NO_ADJUSTMENT.crop }, PREVIEW_SIDE);
    canvas.className = 'scan-preview-image';
    preview.current?.replaceChildren(canvas);
  }, [photo, quarterTurns, tilt]);

  const turn = (by: number) => setAdjustment((a) => ({ ...a, quarterTurns: (a.quarterTurns + by + 4) % 4 }));
  const cut = (side: Side, value: number) => setAdjustment((a) => ({ ...a, crop: { ...a.crop, [side]: value / 100 } }));
  const { crop } = adjustment;

  return (
    <Dialog open onClose={onClose} labelledBy="scan-adjust-title" className="scan-dialog">
      <DialogHeader id="scan-adjust-title" title={t('scan.adjustTitle')} closeLabel={t('scan.cancel')} onClose={onClose} />
      <div className="scan-preview">
        <div ref={preview} />
        <div className="scan-crop" aria-hidden="true" style={{ insetBlockStart: `${crop.top * 100}%`, insetBlockEnd: `${crop.bottom * 100}%`, left: `${crop.left * 100}%`, right: `${crop.right * 100}%` }} />
      </div>
      <div className="scan-turns">
        <Button type="button" variant="secondary" onClick={() => turn(-1)}>
          {t('scan.rotateLeft')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => turn(1)}>
          {t('scan.rotateRight')}
        </Button>
      </div>
      <label className="scan-slider">
        {t('scan.tilt')}
        <input type="range" min={-15} max={15} step={0.5} value={adjustment.tilt} onChange={(event) => setAdjustment((a) => ({ ...a, tilt: Number(event.target.value) }))} />
      </label>
      <p className="field-hint">{t('scan.cropHint')}</p>
      <div className="scan-crop-sliders" dir="ltr">
        {SIDES.map(({ side, label, arrow }) => (
          <label key={side} className="scan-slider">
            <span aria-hidden="true">{arrow}</span>
            <input type="range" min={0} max={45} value={Math.round(crop[side] * 100)} aria-label={t(label)} onChange={(event) => cut(side, Number(event.target.value))} />
          </label>
        ))}
      </div>
      <div className="button-row">
        <Button type="button" busy={busy} onClick={() => onRead(adjustment)}>
          {busy ? t('scan.reading') : t('scan.read')}
        </Button>
        <Button type="button" variant="secondary" onClick={onClose}>
          {t('scan.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
