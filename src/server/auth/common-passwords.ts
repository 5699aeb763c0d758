/**
 * Passwords of 8+ characters that lead every leaked-password list (global and Chinese sites),
 * compared in lower case. Short ones are refused by the length rule already.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', '0123456789', '87654321', '987654321', '11111111', '00000000', '88888888',
  '66666666', '99999999', '22222222', '55555555', '12341234', '11223344', '112233445566', '12121212', '123123123',
  '123321123', '147258369', '123456789a', '1234567a', '12345678a', 'a12345678', 'a123456789', 'a1234567', 'aa123456',
  'aa12345678', 'abc12345', 'abc123456', 'abcd1234', 'abcd12345', 'abcdefgh', 'abcdefg1', 'a1b2c3d4', '1a2b3c4d',
  'password', 'password1', 'password123', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'pass1234', 'admin123', 'admin1234',
  'administrator', 'root1234', 'test1234', 'qwertyui', 'qwerty123', 'qwertyuiop', 'qwer1234', 'q1w2e3r4', 'q1w2e3r4t5',
  '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx', '1qaz2wsx3edc', 'zaq12wsx', 'zxcvbnm1', 'zxcvbnm123', 'asdfghjk', 'asdf1234',
  'iloveyou', 'iloveyou1', 'woaini1314', 'woaini520', '5201314520', '52013141', '520131400', '13145200', '1314520520',
  'qq123456', 'qq12345678', 'wang1234', 'zhang123', 'li123456', 'woaini123', 'aini1314', 'baobao123', 'a5201314',
  'sunshine', 'princess', 'football', 'baseball', 'welcome1', 'welcome123', 'whatever', 'trustno1', 'superman',
  'starwars', 'computer', 'internet', 'michael1', 'jennifer', 'dragon12', 'monkey12', 'letmein1', 'master12',
  'shadow12', 'hello123', 'hello1234', 'changeme', 'default1', 'guest123', 'user1234', 'login123', 'secret12',
  'demo1234', 'demo@123', 'demo@123456', 'admin@123', 'admin@123456', 'test@123', 'yaocai123', 'yaocai@123',
  'yaocai123456', 'yc123456', 'yaodian123', 'yiyao123', 'zhensuo123', 'pharmacy', 'pharmacy1', 'medicine',
  '1234qwer', '123qweasd', 'qweasdzxc', 'qweasd123', '!qaz2wsx', '!qaz@wsx', '1qaz@wsx', 'abc@1234', 'abc@123456',
  'aa@123456', 'a@123456', 'a123456@', 'woaini@1314', 'p@ssw0rd1', 'passw0rd1', 'password!', 'password@123',
]);
