import './account.css';
import { useState } from 'react';
import { switchStore } from '../../stores/account';
import type { StoreItem } from '../../wire/account';
import CompanyForm from '../auth/CompanyForm';
import '../shared/forms/form-kit';

type Props = { stores: StoreItem[]; provinces: readonly string[]; companyTypes: readonly string[] };

/** 多店管理: the member's stores, switching the active one, adding another. */
export default function StoreList({ stores, provinces, companyTypes }: Props) {
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);
  async function switchTo(id: number) {
    setBusy(id);
    if (!(await switchStore(id))) setBusy(null);
  }
  return (
    <>
      <table className="grid-table">
        <caption className="sr-only">我的门店</caption>
        <thead>
          <tr>
            <th scope="col">门店名称</th>
            <th scope="col">类型</th>
            <th scope="col">地址</th>
            <th scope="col">资质</th>
            <th scope="col">采购合同</th>
            <th scope="col">操作</th>
          </tr>
        </thead>
        <tbody>
          {stores.map((s) => (
            <tr key={s.id} className={s.is_active ? 'active' : ''}>
              <th scope="row">
                {s.company}
                {s.is_active ? <span className="tag">当前门店</span> : null}
              </th>
              <td>{s.company_type}</td>
              <td>{s.address}</td>
              <td>{s.is_passed ? <span className="ok">已审核</span> : <span className="warn">待审核（{s.certificates} 份证件）</span>}</td>
              <td>{s.contract_signed ? '已签署' : '未签署'}</td>
              <td>
                {s.is_active ? (
                  <span className="muted">使用中</span>
                ) : (
                  <button type="button" className="btn btn-ghost" disabled={busy !== null} onClick={() => switchTo(s.id)} aria-label={`切换到${s.company}`}>
                    {busy === s.id ? '切换中…' : '切换到此门店'}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p style={{ marginTop: '1rem' }}>
        <button type="button" className="btn" aria-expanded={adding} aria-controls="add-store" onClick={() => setAdding(!adding)}>
          {adding ? '收起' : '+ 添加门店'}
        </button>
      </p>
      {adding && (
        <section id="add-store" aria-label="添加门店" className="sub-panel">
          <h2>添加门店</h2>
          <p className="form-note">新门店需单独上传资质证件并通过审核后才能采购；购物车、订单按门店分开。</p>
          <CompanyForm action="/api/user/stores" provinces={provinces} companyTypes={companyTypes} submitLabel="添加门店" done="/ddgl" />
        </section>
      )}
    </>
  );
}
