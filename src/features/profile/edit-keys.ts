/** The ?edit values of /profile/personal (spec section 2) and the label of each row. */
export const EDIT_KEYS = ['fullname', 'phone', 'email', 'birthdate', 'address', 'gender', 'nickName'] as const;
export type EditKey = (typeof EDIT_KEYS)[number];

export const CONTACT_STATES = ['choosing', 'verification', 'edit', 'verification-new'] as const;
export type ContactState = (typeof CONTACT_STATES)[number];

export const editLabels: Record<EditKey, string> = {
  fullname: 'Nama',
  phone: 'Nomor Whatsapp',
  email: 'Email',
  birthdate: 'Tanggal Lahir',
  address: 'Alamat',
  gender: 'Jenis Kelamin',
  nickName: 'Sapaan',
};
