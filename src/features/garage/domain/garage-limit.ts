/**
 * The most vehicles one owner's garage holds (decision 023): a family's cars with room to spare.
 * A fleet is a company's, served by the dealers' fleet sales, not one person's garage.
 */
export const maxVehiclesPerOwner = 20;
