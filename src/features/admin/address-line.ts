/**
 * A mosque's address with its city after it, unless the address names the city already (most do:
 * 'Jl. Medan Merdeka Utara, Jakarta Pusat' read 'Jakarta Pusat, Jakarta Pusat').
 */
export function addressLine(alamat: string, kota: string | null | undefined): string {
  const address = alamat.trim();
  const city = kota?.trim() ?? '';
  if (!city) return address;
  if (!address) return city;
  const words = (s: string) => s.toLocaleLowerCase('id-ID').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  return ` ${words(address)} `.includes(` ${words(city)} `) ? address : `${address}, ${city}`;
}
