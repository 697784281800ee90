/**
 * The files of seed area `content`: three banner images (small SVGs), the
 * user agreement and privacy policy in both languages (ids named by the
 * HOME_USER_POLICY_{lang} / HOME_PRIVACY_POLICY_{lang} params), and two
 * attachments of visitor news.
 */

/** A seeded file row (table `files`). */
export interface SeedFile {
  id: string;
  filename: string;
  contentType: string;
  body: string;
}

/** An abstract banner: a gradient with soft shapes, no text (it serves both languages). */
function bannerSvg(from: string, to: string, accent: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="700" viewBox="0 0 1920 700" preserveAspectRatio="xMidYMid slice">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    '<rect width="1920" height="700" fill="url(#g)"/>',
    `<circle cx="1500" cy="120" r="260" fill="${accent}" fill-opacity="0.18"/>`,
    `<circle cx="260" cy="640" r="320" fill="${accent}" fill-opacity="0.12"/>`,
    '<path d="M0 520 C 420 420 760 640 1180 520 S 1720 380 1920 460 L1920 700 L0 700 Z" fill="#ffffff" fill-opacity="0.10"/>',
    '<path d="M0 600 C 520 520 900 700 1320 610 S 1780 540 1920 580 L1920 700 L0 700 Z" fill="#ffffff" fill-opacity="0.08"/>',
    '</svg>',
  ].join('');
}

/** The banner files, in carousel order. */
export const BANNER_FILES: readonly SeedFile[] = [
  { id: 'banner-1', filename: 'banner-1.svg', contentType: 'image/svg+xml', body: bannerSvg('#0b3d91', '#1677ff', '#69b1ff') },
  { id: 'banner-2', filename: 'banner-2.svg', contentType: 'image/svg+xml', body: bannerSvg('#004d61', '#13a8a8', '#87e8de') },
  { id: 'banner-3', filename: 'banner-3.svg', contentType: 'image/svg+xml', body: bannerSvg('#2b1a6b', '#722ed1', '#d3adf7') },
];

const doc = (title: string, paragraphs: readonly string[]): string =>
  `<h2>${title}</h2>${paragraphs.map((p) => `<p>${p}</p>`).join('')}`;

/** Policy documents; ids match the seeded HOME_USER_POLICY_* and HOME_PRIVACY_POLICY_* params. */
export const POLICY_FILES: readonly SeedFile[] = [
  {
    id: 'doc-user-policy-zh-cn',
    filename: '用户协议.html',
    contentType: 'text/html',
    body: doc('用户协议', [
      '欢迎使用电子采购平台。注册或登录即表示您同意遵守本协议。',
      '一、账号安全：您应妥善保管账号与密码，因保管不善造成的损失由您自行承担。',
      '二、合规使用：您应遵守国家法律法规及平台规则，不得发布虚假信息或从事不正当竞争。',
      '三、服务变更：平台可根据业务需要调整服务内容，并在平台公告。',
    ]),
  },
  {
    id: 'doc-user-policy-en',
    filename: 'User Agreement.html',
    contentType: 'text/html',
    body: doc('User Agreement', [
      'Welcome to the e-procurement platform. By registering or signing in you agree to this agreement.',
      '1. Account security: keep your account and password safe; losses caused by careless keeping are your own.',
      '2. Lawful use: follow the law and the platform rules; do not publish false information or compete unfairly.',
      '3. Changes: the platform may change its services as the business requires and announces them on the platform.',
    ]),
  },
  {
    id: 'doc-privacy-policy-zh-cn',
    filename: '隐私政策.html',
    contentType: 'text/html',
    body: doc('隐私政策', [
      '我们重视您的个人信息保护。本政策说明我们如何收集、使用和保护您的信息。',
      '一、收集的信息：账号、姓名、手机号、邮箱及企业信息，仅用于提供采购服务。',
      '二、信息保护：我们采用加密传输与访问控制保护您的信息，不会向无关第三方出售。',
      '三、您的权利：您可以查询、更正或删除您的个人信息。',
    ]),
  },
  {
    id: 'doc-privacy-policy-en',
    filename: 'Privacy Policy.html',
    contentType: 'text/html',
    body: doc('Privacy Policy', [
      'We care about the protection of your personal information. This policy explains how we collect, use and protect it.',
      '1. What we collect: account, name, phone, e-mail and company data, used only to provide procurement services.',
      '2. Protection: encrypted transport and access control protect your data; we never sell it to unrelated parties.',
      '3. Your rights: you may view, correct or delete your personal information.',
    ]),
  },
];

/** Attachments of visitor news (plain text keeps the demo small). */
export const ATTACHMENT_FILES: readonly SeedFile[] = [
  {
    id: 'att-longterm-steel-specs',
    filename: '钢材长期采购技术规格.txt',
    contentType: 'text/plain; charset=utf-8',
    body: '钢材长期采购技术规格\n1. 牌号：Q235B、Q355B\n2. 交货地点：东方采购集团各项目现场\n3. 质量标准：GB/T 700-2006\n',
  },
  {
    id: 'att-longterm-steel-form',
    filename: 'supplier-application-form.txt',
    contentType: 'text/plain; charset=utf-8',
    body: 'Supplier application form\nCompany name:\nUnified social credit code:\nContact:\nPhone:\n',
  },
];
