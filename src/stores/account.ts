/**
 * The member centre's page stores and actions: the address book, the message list (keeping the
 * header badge in step), and the single-form actions (profile, password, contract, certificates,
 * switching store, unbinding WeChat). Forms run the actions through the shared form helper
 * (src/stores/form.ts); success messages and page moves happen here.
 */
import { atom } from 'nanostores';
import { apiDelete, apiGet, apiPost, apiPut } from '../client/api';
import { browserNavigation } from '../client/browser';
import type { Address, Message, MessageRead } from '../wire/account';
import { showDialog, showToast } from './notifier';
import { $user } from './user';

/** Pages reload this long after a success toast, so the toast is seen. */
export const RELOAD_AFTER_MS = 600;

function reloadSoon(): void {
  setTimeout(() => browserNavigation.reload(), RELOAD_AFTER_MS);
}

// ---- 基础信息, 修改密码, 签署合同, 资质, 门店, 微信 ---------------------------------------------------------

/** POST /api/user/updateUserInfo, then the page reloads with the new name / phone. */
export async function saveProfile(values: Record<string, unknown>): Promise<void> {
  await apiPost('/api/user/updateUserInfo', values);
  showToast('保存成功', 'success');
  reloadSoon();
}

/** POST /api/user/resetPassword (old password, new one twice). Other devices are logged out. */
export async function changePassword(values: Record<string, unknown>): Promise<void> {
  await apiPost('/api/user/resetPassword', values);
  showToast('密码已修改，其他设备需重新登录', 'success');
}

/** POST /api/user/contract/sign. */
export async function signContract(values: Record<string, unknown>): Promise<void> {
  await apiPost('/api/user/contract/sign', { ...values, agree: values.agree ? '1' : '' });
  showToast('合同签署成功', 'success');
  reloadSoon();
}

/** POST /api/user/zizhi (multipart: the certificate's fields and file). */
export async function uploadQualification(data: FormData): Promise<void> {
  await apiPost('/api/user/zizhi', data);
  showToast('已提交，请等待审核', 'success');
  reloadSoon();
}

/** POST /api/user/stores/{id}/switch; resolves false when the server refused. */
export async function switchStore(id: number): Promise<boolean> {
  try {
    await apiPost(`/api/user/stores/${id}/switch`);
    browserNavigation.reload();
    return true;
  } catch {
    return false;
  }
}

/** DELETE /api/user/unbind_wechat; resolves false when the server refused. */
export async function unbindWechat(): Promise<boolean> {
  try {
    await apiDelete('/api/user/unbind_wechat');
    browserNavigation.navigate('/bdwx?wechat=unbound');
    return true;
  } catch {
    return false;
  }
}

// ---- 收货地址 ------------------------------------------------------------------------------------------
// Page stores are made per island (from the server-rendered list), so nothing is shared between
// requests while the server renders them.

/** Adds an address and answers it (checkout step 2 uses it at once). */
export function createAddress(values: Record<string, unknown>): Promise<Address> {
  return apiPost<Address>('/api/user/address', values);
}

export type AddressBook = ReturnType<typeof createAddressBook>;

/** The address book of 收货地址: the list and its actions. */
export function createAddressBook(initial: Address[]) {
  const $list = atom<Address[]>(initial);

  async function load(): Promise<Address[]> {
    $list.set(await apiGet<Address[]>('/api/user/address'));
    return $list.get();
  }

  /** Adds (`target` null) or edits an address, then refreshes the list. */
  async function save(target: Address | null, values: Record<string, unknown>): Promise<void> {
    if (target) await apiPut(`/api/user/address/${target.id}`, values);
    else await apiPost('/api/user/address', values);
    showToast(target ? '地址已保存' : '地址已添加', 'success');
    void load().catch(() => {}); // shown by the client
  }

  /** Asks, then deletes an address and reloads the list. */
  function remove(a: Address): void {
    showDialog({
      title: '温馨提示',
      msg: `确定删除收货地址“${a.full}”吗？`,
      actions: [
        { label: '取消' },
        {
          label: '确定删除',
          primary: true,
          run: () =>
            void apiDelete(`/api/user/address/${a.id}`)
              .then(load)
              .catch(() => {}),
        },
      ],
    });
  }

  async function makeDefault(a: Address): Promise<void> {
    try {
      await apiPost(`/api/user/address/${a.id}/default`);
      await load();
    } catch {
      // shown by the client
    }
  }

  return { $list, load, save, remove, makeDefault };
}

// ---- 我的消息 ------------------------------------------------------------------------------------------

export type MessagesState = { list: Message[]; unread: number };
export type MessageBox = ReturnType<typeof createMessageBox>;

/** 我的消息: expanding an unread message marks it read; 全部已读 marks all; the header badge follows. */
export function createMessageBox(list: Message[], unread: number) {
  const $messages = atom<MessagesState>({ list, unread });

  function setUnread(count: number, read: (m: Message) => boolean): void {
    $messages.set({ list: $messages.get().list.map((m) => (read(m) ? { ...m, is_read: 1 } : m)), unread: count });
    $user.set({ ...$user.get(), message_count: count });
  }

  /** POST /api/user/messages/{id}/read; already-read ones cost nothing. */
  async function read(m: Message): Promise<void> {
    if (m.is_read) return;
    try {
      const data = await apiPost<MessageRead>(`/api/user/messages/${m.id}/read`);
      setUnread(data.message_count, (x) => x.id === m.id);
    } catch {
      // shown by the client
    }
  }

  /** POST /api/user/messages/read_all. */
  async function readAll(): Promise<void> {
    try {
      await apiPost('/api/user/messages/read_all');
      setUnread(0, () => true);
    } catch {
      // shown by the client
    }
  }

  return { $messages, read, readAll };
}
