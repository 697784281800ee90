/**
 * Written by `npm run seed:hashes` (scripts/write-demo-hashes.ts); do not edit.
 *
 * Strong scrypt hashes of the demo data's secrets (the published demo passwords and admin code), one per row
 * that stores one, each with its own salt. A first start takes them instead of spending ~0.6 s of a core on
 * each (seedHashes.ts). Every install holds the same hashes; that gives nothing away, since the secrets
 * themselves are published (README, the server's start banner): a salt protects a secret nobody knows.
 */
export const DEMO_SECRET_HASHES: Readonly<Record<string, readonly string[]>> = {
  '8888': [
    'scrypt$131072$8$1$8guCKcKHl8VaXK9p4V8Wfg$Ai3BIHWEJf-P_JXHY6heK6JORwzdOKIsqMoKhCU6M3jqs53BBsdIh2l8fVNEXdYK3PajOI5CPa40-mMZoZCLAg',
  ],
  'Eps#Buyer2026': [
    'scrypt$131072$8$1$_USB_7ymaw-vG317iMZS3Q$T8ulMqbYTemSdueoAHlikojge6J6Uw39gS77HcnhsuYc7suG9w-XZ-2PcmgEHOiGS5djbj9XY27Pcojwj5sO9Q',
  ],
  'Eps#Supp2026': [
    'scrypt$131072$8$1$jBHIHAOWlh04ZhqJ6zLorQ$oxM5kSUBM4pDS_M6ESJ24VepkllgQbNvUdH5xlwAgOJgdjZE-9XKwexOmd7uq4yv7gyBMJ_GgVsUmnLlkNvfzg',
  ],
  'Eps#Conf2026': [
    'scrypt$131072$8$1$alLqbnhUhEtw6uggrporcQ$uVb0Crx0Zl9KGIfMBqsH28tzswiuoo59m93FECnK8ZktLN4GVunihHiXyUK1k51Ycve1f3bdr5Z-C-CB5Bz3XA',
  ],
  'Eps#Lvl2026': [
    'scrypt$131072$8$1$KMvVYqsmeG1BlUCUOYs9OA$jUtLOaxmT6zDapK6hO7yCXA5sfRwhpMeY4TDXC-PPS0P14C1Bs_c4vwaO9Hv_wR7YOfV9Cy9jEJ2LDDIHRAi_A',
  ],
  'Eps#Intl2026': [
    'scrypt$131072$8$1$3v3Ob-rnJ5JvHgtBSbpArg$23n0NcxTb32YGM_UUfUFsTiiHlKNeDuAzpK17KVq8CmyzPa-KovQZMB10vf8BcN8WaBS9ppzvZ5dYqp2yKJ2Cw',
  ],
  'Eps#SupConf2026': [
    'scrypt$131072$8$1$OmYt2d7k-QPXiwqRPPjlEQ$JC-SVaTXSbpxgg0prNtQVsDLdkR5Mn8YgUYTzx7jwusLoH0eMi4MWomwgqdXErUHj8j_8USn7k3CeRLyLlsoSA',
  ],
};
