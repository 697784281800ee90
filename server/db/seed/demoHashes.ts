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
    'scrypt$131072$8$1$jbYQBFFp2Rni8fhraRz7fw$6AVXMS36DcodKzCKnisVnns5dQMxiY1R2THPmCeMQcmXnd2R7EHTmb-Jc33ndzr_68OqV9IAcGMZjgOWwNS7gQ',
  ],
  'Eps#Buyer2026': [
    'scrypt$131072$8$1$M6UPan_Acm7U4wAFS8v3gA$sIANf8IB4xjQthHk98qzy4yqlqMao8Zd3_-dEUgz9U-zqVVJN26unRK9u24z5aJBNfTzobel3-IAloIg_cnnew',
  ],
  'Eps#Supp2026': [
    'scrypt$131072$8$1$Nz_pLTB2zROUasP8J67x0w$LEDCKHunuB5AxsPNqcHujRWHaCKBjU8nUWBE-PRJK90w8ltJxnpyBUdSFQAvpasE9cyTPsCh9Gw2bqhPXK_JDw',
  ],
  'Eps#Conf2026': [
    'scrypt$131072$8$1$FIbEh_VFC9vdO7DVf5Dz4Q$cHWTuZ-xv0fkDYowAFx-41D7kUG6wChmlyk-kQH4D13zM_YIK4lfERoXP5tJduaPfOo_iij9iHJKcRXoiMoPDQ',
  ],
  'Eps#Lvl2026': [
    'scrypt$131072$8$1$7MTw1udsF4nUQXAbel5xeg$Hxo_Ep4E42J6yTOG3rC9DmS4devP0qx5jQ27Mw6Y0uIi2zGkfI72NoMAVSwwcqL3hRsmKh0eVpPC2DT-Qzms5g',
  ],
  'Eps#Intl2026': [
    'scrypt$131072$8$1$KFCxze4NLJIaLgMKgwMfqQ$txmmqrn0jXhaFaXuhLq1C-zQcwhIZB0FoYHPaqKBgF-eLmkAOlp4FyPfVO7dmQUPKIL78z16F3cHqiNVjOi0OQ',
  ],
};
