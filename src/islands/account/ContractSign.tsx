import './account.css';
import { signContract } from '../../stores/account';
import { Field, formValues, Submit, useSubmit } from '../shared/forms/form-kit';

/** 签署电子采购合同: signer's name and the agreement box. */
export default function ContractSign({ contact }: { contact: string }) {
  const { busy, errors, submit } = useSubmit();
  async function onSubmit(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit(() => signContract(formValues(event.currentTarget)));
  }
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label="签署合同" className="sign-form">
      <Field label="签署人" name="signer" defaultValue={contact} required maxLength={20} error={errors.signer} hint="请填写采购负责人姓名" />
      <label className="check">
        <input type="checkbox" name="agree" value="1" aria-describedby={errors.agree ? 'agree-error' : undefined} /> 我已阅读并同意《电子采购合同》全部条款
      </label>
      {errors.agree && (
        <p className="check-error" id="agree-error" role="alert">
          {errors.agree}
        </p>
      )}
      <div className="form-actions">
        <Submit busy={busy}>同意并签署</Submit>
      </div>
    </form>
  );
}
