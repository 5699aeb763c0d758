import { Field, Submit, useSubmit } from '../shared/forms/form-kit';
import { submitWanted } from '../../stores/self-service';
import '../shared/forms/forms.css';
import './self-service.css';

type Prefill = { name: string; spec: string; maker: string; approval: string; barcode: string; quantity: number | null };
type Props = { prefill: Prefill; contact: string; phone: string };

/** 新增求购: the product the store wants (prefilled from the URL, e.g. by the purchase-plan import), quantity, price, photo, contact. */
export default function WantedForm({ prefill, contact, phone }: Props) {
  const { busy, errors, submit } = useSubmit();
  const onSubmit = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const photo = form.get('photo');
    if (photo instanceof File && photo.size === 0) form.delete('photo');
    void submit(() => submitWanted(form));
  };
  return (
    <form className="ss-form" onSubmit={onSubmit} noValidate encType="multipart/form-data">
      <Field label="商品名称" name="name" required maxLength={50} defaultValue={prefill.name} error={errors.name} placeholder="通用名或商品名" />
      <Field label="规格" name="spec" maxLength={50} defaultValue={prefill.spec} error={errors.spec} placeholder="如 0.25g×24粒" />
      <Field label="生产厂家" name="maker" maxLength={60} defaultValue={prefill.maker} error={errors.maker} />
      <Field label="批准文号" name="approval" maxLength={50} defaultValue={prefill.approval} error={errors.approval} placeholder="如 国药准字H20000001" />
      <Field label="求购数量" name="quantity" required inputMode="numeric" maxLength={6} defaultValue={prefill.quantity ?? ''} error={errors.quantity} />
      <Field label="商品条码" name="barcode" inputMode="numeric" maxLength={13} defaultValue={prefill.barcode} error={errors.barcode} hint="69 开头的 13 位条码，可不填" />
      <Field label="可接受价格" name="price" inputMode="decimal" maxLength={10} error={errors.price} hint="单价（元），可不填" />
      <Field label="他处进价" name="elsewhere_price" inputMode="decimal" maxLength={10} error={errors.elsewhere_price} hint="您在别处采购的单价（元），可不填" />
      <Field label="商品图片" name="photo" type="file" accept="image/jpeg,image/png" error={errors.photo} hint="可选，JPG/PNG，不超过 5 MB" />
      <Field label="联系人" name="contact" required maxLength={20} defaultValue={contact} error={errors.contact} />
      <Field label="联系电话" name="phone" required maxLength={20} defaultValue={phone} error={errors.phone} />
      <div className="field">
        <label htmlFor="wanted-remark">备注</label>
        <div className="control">
          <textarea id="wanted-remark" name="remark" rows={3} maxLength={200} aria-invalid={errors.remark ? true : undefined} />
        </div>
        {errors.remark && (
          <p className="error" role="alert">
            {errors.remark}
          </p>
        )}
      </div>
      <div className="form-actions">
        <Submit busy={busy}>提交求购</Submit>
        <a href="/pzqg">返回求购列表</a>
      </div>
    </form>
  );
}
