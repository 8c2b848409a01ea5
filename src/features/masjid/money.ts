export { formatRupiah } from '../../contract/rupiah';
