export { formatRupees } from "@store/shared/money";
