import { OffersLoading } from "@/features/offers";

export default OffersLoading;
