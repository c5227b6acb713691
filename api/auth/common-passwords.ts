/**
 * The ~200 most used passwords of public breach statistics, lower-cased, refused at registration.
 * The seeded demo password is absent on purpose: it is seeded, never chosen at registration.
 */
export const COMMON_PASSWORDS: readonly string[] = [
  '123456', '123456789', '12345678', 'password', 'qwerty', '12345', '1234567', '111111', '1234567890', '123123',
  'abc123', '1234', 'password1', 'iloveyou', '1q2w3e4r', '000000', 'qwerty123', 'zaq12wsx', 'dragon', 'sunshine',
  'princess', 'letmein', '654321', 'monkey', '27653', '1qaz2wsx', '123321', 'qwertyuiop', 'superman', 'asdfghjkl',
  'football', 'baseball', 'welcome', 'admin', 'admin123', 'login', 'master', 'hello', 'freedom', 'whatever',
  'qazwsx', 'trustno1', 'starwars', 'passw0rd', 'password123', 'password12', 'p@ssw0rd', 'p@ssword', 'shadow', 'michael',
  'jennifer', 'jordan', 'hunter', 'hunter2', 'buster', 'soccer', 'harley', 'batman', 'andrew', 'tigger',
  'charlie', 'robert', 'thomas', 'hockey', 'ranger', 'daniel', 'qwerty12345', 'george', 'computer', 'michelle',
  'jessica', 'pepper', 'zxcvbn', 'zxcvbnm', '555555', '131313', 'freedom1', 'mustang', 'access', 'love',
  'lovely', 'iloveyou1', 'fuckyou', 'secret', 'summer', 'winter', 'flower', 'cookie', 'cheese', 'chocolate',
  'killer', 'pokemon', 'naruto', 'maggie', 'ginger', 'silver', 'orange', 'yankees', 'matrix', 'internet',
  'google', 'samsung', 'apple', 'nicole', 'ashley', 'bailey', 'amanda', 'joshua', 'anthony', 'william',
  'family', 'friends', 'blink182', 'qwe123', 'qweqwe', 'asd123', 'asdasd', 'asdf1234', 'aa123456', 'a123456',
  '123qwe', '1q2w3e', '1q2w3e4r5t', 'q1w2e3r4', 'q1w2e3r4t5', '1qazxsw2', 'qwer1234', 'abcd1234', 'abcdef', 'abc12345',
  '11111111', '00000000', '88888888', '12341234', '11223344', '121212', '112233', '123654', '159753', '987654321',
  '987654', '666666', '777777', '888888', '999999', '222222', '333333', '444444', '7777777', '1111111',
  '123abc', '1234qwer', '12qwaszx', 'qwerty1', 'qwerty12', 'qwertyu', 'asdfgh', 'asdfasdf', 'azerty', 'passpass',
  'pass1234', 'test', 'test123', 'test1234', 'testing', 'guest', 'default', 'changeme', 'user', 'root',
  'administrator', 'welcome1', 'welcome123', 'letmein1', 'hello123', 'iloveu', 'loveyou', 'sunshine1', 'princess1', 'monkey1',
  'dragon1', 'football1', 'baseball1', 'superman1', 'batman1', 'starwars1', 'master1', 'shadow1', 'michael1', 'jordan23',
  'liverpool', 'chelsea', 'arsenal', 'barcelona', 'realmadrid', 'mercedes', 'ferrari', 'porsche', 'corvette', 'hammer',
  'jesus', 'angel', 'angel1', 'babygirl', 'butterfly', 'purple', 'banana', 'diamond', 'qwerty1234', 'zxc123',
  'israel', 'shalom', 'shalom1', 'tel aviv', 'telaviv', 'jerusalem', 'maccabi', 'hapoel', 'kartis', 'kartis123',
];
