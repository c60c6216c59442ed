import ae from 'flag-icons/flags/4x3/ae.svg'
import bd from 'flag-icons/flags/4x3/bd.svg'
import br from 'flag-icons/flags/4x3/br.svg'
import cn from 'flag-icons/flags/4x3/cn.svg'
import id from 'flag-icons/flags/4x3/id.svg'
import inFlag from 'flag-icons/flags/4x3/in.svg'
import kh from 'flag-icons/flags/4x3/kh.svg'
import mx from 'flag-icons/flags/4x3/mx.svg'
import ph from 'flag-icons/flags/4x3/ph.svg'
import pk from 'flag-icons/flags/4x3/pk.svg'
import th from 'flag-icons/flags/4x3/th.svg'
import tr from 'flag-icons/flags/4x3/tr.svg'
import vn from 'flag-icons/flags/4x3/vn.svg'

export interface Country {
  /** ISO 3166-1 alpha-2, upper case: also the key for the country's name in any language. */
  iso: string
  area: string
  flag: string
}

/** The phone country codes of spec §3, in its order; also the deposit and withdrawal countries. */
export const COUNTRIES: Country[] = [
  { iso: 'BR', area: '55', flag: br },
  { iso: 'IN', area: '91', flag: inFlag },
  { iso: 'ID', area: '62', flag: id },
  { iso: 'VN', area: '84', flag: vn },
  { iso: 'MX', area: '52', flag: mx },
  { iso: 'TR', area: '90', flag: tr },
  { iso: 'PH', area: '63', flag: ph },
  { iso: 'TH', area: '66', flag: th },
  { iso: 'CN', area: '86', flag: cn },
  { iso: 'PK', area: '92', flag: pk },
  { iso: 'BD', area: '880', flag: bd },
  { iso: 'KH', area: '855', flag: kh },
  { iso: 'AE', area: '971', flag: ae },
]

/** Country names come from the browser's own data in the player's language, not from catalogs. */
export function countryName(iso: string, locale: string) {
  try {
    return new Intl.DisplayNames([locale, 'en'], { type: 'region' }).of(iso) ?? iso
  } catch {
    return iso
  }
}
