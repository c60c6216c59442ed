/** Banks offered for payouts, by country (spec §3's deposit and withdrawal countries). */
const NAMES: Record<string, string[]> = {
  PH: ['BDO Unibank', 'Bank of the Philippine Islands', 'Metrobank', 'Land Bank of the Philippines'],
  IN: ['State Bank of India', 'HDFC Bank', 'ICICI Bank', 'Axis Bank'],
  ID: ['Bank Central Asia', 'Bank Mandiri', 'Bank Rakyat Indonesia', 'Bank Negara Indonesia'],
  VN: ['Vietcombank', 'VietinBank', 'BIDV', 'Techcombank'],
  BR: ['Banco do Brasil', 'Itaú Unibanco', 'Bradesco', 'Caixa Econômica Federal'],
  MX: ['BBVA México', 'Banorte', 'Santander México', 'Citibanamex'],
  TR: ['Ziraat Bankası', 'İş Bankası', 'Garanti BBVA', 'Akbank'],
  TH: ['Bangkok Bank', 'Kasikornbank', 'Siam Commercial Bank', 'Krungthai Bank'],
  CN: [
    'Industrial and Commercial Bank of China',
    'China Construction Bank',
    'Bank of China',
    'Agricultural Bank of China',
  ],
  PK: ['Habib Bank', 'National Bank of Pakistan', 'United Bank', 'MCB Bank'],
  BD: ['Sonali Bank', 'Dutch-Bangla Bank', 'BRAC Bank', 'Islami Bank Bangladesh'],
  KH: ['ABA Bank', 'ACLEDA Bank', 'Canadia Bank', 'Wing Bank'],
  AE: ['Emirates NBD', 'First Abu Dhabi Bank', 'Abu Dhabi Commercial Bank', 'Dubai Islamic Bank'],
}

export const banksOf = (country: string) =>
  (NAMES[country] ?? []).map((name, i) => ({ id: `${country}${i + 1}`, name }))
