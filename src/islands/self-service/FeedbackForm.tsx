import { useState } from 'react';
import { Field, Submit, useSubmit } from '../shared/forms/form-kit';
import { submitMemberFeedback } from '../../stores/self-service';
import '../shared/forms/forms.css';
import './self-service.css';

const TYPES = [
  ['suggestion', '建议'],
  ['complaint', '投诉'],
  ['goods', '商品问题'],
  ['delivery', '物流配送'],
  ['website', '网站功能'],
  ['other', '其他'],
] as const;
const MAX = 500;

/** 意见反馈: type, content (500 characters, counted), up to 3 images, contact. */
export default function FeedbackForm({ contact }: { contact: string }) {
  const { busy, errors, setErrors, submit } = useSubmit();
  const [length, setLength] = useState(0);
  const onSubmit = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const files = form.getAll('images[]').filter((f) => f instanceof File && f.size > 0);
    form.delete('images[]');
    if (files.length > 3) {
      setErrors({ images: '最多上传 3 张图片' });
      return;
    }
    for (const f of files) form.append('images[]', f);
    void submit(() => submitMemberFeedback(form));
  };
  return (
    <form className="ss-form" onSubmit={onSubmit} noValidate>
      <div className={`field${errors.category ? ' has-error' : ''}`}>
        <label htmlFor="fb-type">
          <span className="req" aria-hidden="true">
            *
          </span>
          反馈类型
        </label>
        <div className="control">
          <select id="fb-type" name="category" defaultValue="suggestion">
            {TYPES.map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </select>
        </div>
        {errors.category && (
          <p className="error" role="alert">
            {errors.category}
          </p>
        )}
      </div>
      <div className={`field${errors.content ? ' has-error' : ''}`}>
        <label htmlFor="fb-content">
          <span className="req" aria-hidden="true">
            *
          </span>
          反馈内容
        </label>
        <div className="control">
          <textarea
            id="fb-content"
            name="content"
            rows={5}
            maxLength={MAX}
            required
            aria-describedby="fb-count"
            aria-invalid={errors.content ? true : undefined}
            onChange={(e) => setLength(e.target.value.length)}
            placeholder="请描述您遇到的问题或建议"
          />
        </div>
        <p className="hint" id="fb-count">
          {length}/{MAX}
        </p>
        {errors.content && (
          <p className="error" role="alert">
            {errors.content}
          </p>
        )}
      </div>
      <Field label="图片" name="images[]" type="file" accept="image/jpeg,image/png" multiple error={errors.images} hint="最多 3 张，JPG/PNG，每张不超过 5 MB" />
      <Field label="联系方式" name="contact" maxLength={50} defaultValue={contact} error={errors.contact} hint="手机号或邮箱，便于我们回复您" />
      <div className="form-actions">
        <Submit busy={busy}>提交反馈</Submit>
      </div>
    </form>
  );
}
