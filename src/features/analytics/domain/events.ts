/** SPEC.md section 3: a vehicle as analytics sees it. */
export interface VehicleItem {
  id: string;
  category: string;
  carName: string;
  version: string;
  valuePer: number;
  dealerCode: string;
  index: number;
}

/** SPEC.md section 3: a financing simulation as analytics sees it. */
export interface FinancingItem {
  id: string;
  brand: string;
  category: string;
  carName: string;
  variant: string;
  currency: "BRL";
  price: number;
  creative_slot: string;
  list_id: string;
  list_name: string;
}

export type Site = "offers" | "my-account" | "loyalty";

export type AnalyticsEvent =
  | {
      event: "page_view";
      page_path: string;
      page_title: string;
      site: Site;
      location_hash?: string;
    }
  | { event: "select_content"; content_type: string; content_id: string; items?: VehicleItem[] }
  | { event: "view_item_list"; item_list_id: string; item_list_name: string; items: VehicleItem[] }
  | { event: "add_to_cart"; currency: "BRL"; value: number; items: FinancingItem[] }
  | {
      event: "purchase";
      transaction_id: string;
      currency: "BRL";
      value: number;
      items: (VehicleItem | FinancingItem)[];
    }
  | { event: "login"; method: string }
  | { event: "click_whatsapp"; dealer_code: string; items?: VehicleItem[] }
  | { event: "form_start"; form_id: string; form_name: string }
  | {
      event: "monitoring_transaction";
      transaction: "redirect_to_vwid" | "session_duration";
      duration_ms?: number;
    };
