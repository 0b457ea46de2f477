/** What the offer page hands the simulator. */
export interface SimulatorOffer {
  id: number;
  title: string;
  priceCents: number;
  carName: string;
  version: string;
  category: string;
}
