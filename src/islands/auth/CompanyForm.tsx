import { saveCompany, type CompanyAction } from '../../stores/auth';
import { Field, formValues, SelectField, Submit, useSubmit } from '../shared/forms/form-kit';

type Props = {
  /** POST target: registration step 2, or adding a store in 多店管理. */
  action: CompanyAction;
  provinces: readonly string[];
  companyTypes: readonly string[];
  submitLabel: string;
  /** The dd flow asks for the salesperson who invited the buyer. */
  referrer?: boolean;
  /** Where to go after adding a store (the register flow answers with its own next page). */
  done?: string;
};

/** Company details: name, type, contact, landline, e-mail, address with province/city/district. */
export default function CompanyForm({ action, provinces, companyTypes, submitLabel, referrer, done }: Props) {
  const { busy, errors, submit } = useSubmit();
  async function onSubmit(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    await submit(() => saveCompany(action, values, done));
  }
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="company-form" aria-label="企业信息">
      <Field label="企业名称" name="company" placeholder="与营业执照一致" required maxLength={60} error={errors.company} />
      <SelectField label="企业类型" name="company_type" options={companyTypes} placeholder="请选择" required error={errors.company_type} />
      <Field label="联系人" name="contact" placeholder="采购负责人姓名" required maxLength={20} error={errors.contact} />
      <Field label="固定电话" name="landline" placeholder="选填，如 0571-88886666" maxLength={13} error={errors.landline} />
      <Field label="电子邮箱" name="email" type="email" placeholder="选填" maxLength={100} error={errors.email} />
      <SelectField label="所在省份" name="province" options={provinces} placeholder="请选择省份" required error={errors.province} />
      <Field label="城市" name="city" placeholder="如 杭州市" required maxLength={30} error={errors.city} />
      <Field label="区县" name="district" placeholder="如 西湖区" required maxLength={30} error={errors.district} />
      <Field label="详细地址" name="address" placeholder="街道、门牌号" required maxLength={100} error={errors.address} />
      {referrer && <Field label="业务员手机号" name="referrer" type="tel" maxLength={11} placeholder="选填，邀请您注册的客户经理手机号" error={errors.referrer} />}
      <div className="form-actions">
        <Submit busy={busy}>{submitLabel}</Submit>
      </div>
    </form>
  );
}
