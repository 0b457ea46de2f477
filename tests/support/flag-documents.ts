/** A flag document that splits the home banner between "A" and "B" by visitor id, half each. */
export const homeBannerExperiment = {
  features: {
    ab_test_home_banner: {
      defaultValue: "A",
      rules: [
        {
          key: "home-banner",
          variations: ["A", "B"],
          weights: [0.5, 0.5],
          coverage: 1,
          hashAttribute: "id",
        },
      ],
    },
  },
};
