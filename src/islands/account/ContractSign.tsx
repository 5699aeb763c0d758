import './account.css';
import { apiPost } from '../../client/api';
import { showToast } from '../../stores/notifier';
import { Field, formValues, Submit, useSubmit } from '../auth/form-kit';

/** 签署电子采购合同: signer's name and the agreement box. */
export default function ContractSign({ contact }: { contact: string }) {
  const { busy, errors, submit } = useSubmit();
  async function onSubmit(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const done = await submit(() => apiPost('/api/user/contract/sign', { ...values, agree: values.agree ? '1' : '' }));
    if (done !== undefined) { showToast('合同签署成功', 'success'); setTimeout(() => location.reload(), 600); }
  }
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label="签署合同" className="sign-form">
      <Field label="签署人" name="signer" defaultValue={contact} required maxLength={20} error={errors.signer} hint="请填写采购负责人姓名" />
      <label className="check"><input type="checkbox" name="agree" value="1" aria-describedby={errors.agree ? 'agree-error' : undefined} /> 我已阅读并同意《电子采购合同》全部条款</label>
      {errors.agree && <p className="check-error" id="agree-error" role="alert">{errors.agree}</p>}
      <div className="form-actions"><Submit busy={busy}>同意并签署</Submit></div>
    </form>
  );
}
