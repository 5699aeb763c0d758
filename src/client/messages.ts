/** Fixed Chinese texts of the spec's error catalogue (section 8). */
export const MSG_SERVER_BUSY = '系统繁忙，请稍候再试';
export const MSG_TIMEOUT = '请求超时，请刷新页面';
export const MSG_VALIDATION_FALLBACK = '提交的信息有误，请检查后重试';
export const TITLE_NOTICE = '温馨提示';
export const LABEL_OK = '确定';
export const LABEL_REFRESH = '刷新';
