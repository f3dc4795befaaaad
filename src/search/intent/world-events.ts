/**
 * Times the world knows by name, which a question may place his career by ("what was she doing during the pandemic",
 * "his job before covid"): anchors like his own stages, with the years they ran. "The pandemic" with its article only:
 * "the swine flu pandemic of 2009" is another.
 */
export const WORLD_EVENTS: readonly {
  readonly names: readonly string[];
  readonly from: number;
  readonly to: number;
}[] = [{ names: ["the pandemic", "covid", "covid-19", "coronavirus", "lockdown", "lockdowns"], from: 2020, to: 2021 }];
