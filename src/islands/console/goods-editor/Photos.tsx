import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { $goodsEditor, arrangePhotos, uploadPhoto } from '../../../stores/console/goods-editor';

/** Uploaded photos: upload (appended), move up/down, remove. */
export function Photos({ id }: { id: number }) {
  const uid = useId();
  const s = useStore($goodsEditor);
  const views = s.photos;
  const move = (i: number, d: -1 | 1) => {
    const order = [...views];
    [order[i], order[i + d]] = [order[i + d]!, order[i]!];
    void arrangePhotos(id, order);
  };
  return (
    <fieldset aria-busy={s.photoBusy}>
      <legend>商品图片</legend>
      {views.length === 0 && <p className="ge-hint">尚未上传图片，商城显示系统生成的示意图。上传后按顺序展示，第一张为主图。</p>}
      <ol className="ge-photos" aria-label="已上传的图片">
        {views.map((view, i) => (
          <li key={`${view}-${s.stamp}`}>
            <img src={`/img/goods/${id}-${view}.svg?t=${s.stamp}`} alt={`图片 ${i + 1}`} width="120" height="120" />
            <span>{i === 0 ? '主图' : `图片 ${i + 1}`}</span>
            <span className="ge-photo-actions">
              <button type="button" className="ge-link" disabled={i === 0 || s.photoBusy} onClick={() => move(i, -1)} aria-label={`图片 ${i + 1} 前移`}>
                前移
              </button>
              <button type="button" className="ge-link" disabled={i === views.length - 1 || s.photoBusy} onClick={() => move(i, 1)} aria-label={`图片 ${i + 1} 后移`}>
                后移
              </button>
              <button
                type="button"
                className="ge-link"
                disabled={s.photoBusy}
                onClick={() =>
                  void arrangePhotos(
                    id,
                    views.filter((x) => x !== view),
                  )
                }
                aria-label={`删除图片 ${i + 1}`}
              >
                删除
              </button>
            </span>
          </li>
        ))}
      </ol>
      <div className="cf-row">
        <label htmlFor={`${uid}-file`}>上传图片（JPG/PNG，≤ 5 MB，最多 9 张）</label>
        <input
          id={`${uid}-file`}
          type="file"
          accept="image/png,image/jpeg"
          disabled={s.photoBusy || views.length >= 9}
          onChange={(e) => {
            const f = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (f) void uploadPhoto(id, f);
          }}
        />
      </div>
      <p role="status" className={s.photoError ? 'cf-msg cf-msg-error' : 'cf-msg'}>
        {s.photoError || (s.photoBusy ? '正在处理图片…' : '')}
      </p>
    </fieldset>
  );
}
