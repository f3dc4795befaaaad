/**
 * Which of a résumé's open-ended roles is the person's main one today. A board seat, an advisory or visiting post
 * held beside a job begins later than the job as often as not, so "the latest begun" alone often names the seat.
 */

/** A seat or post held beside a job rather than as one's job. */
const BESIDE_A_JOB =
  /\b(?:board|advis[eo]r|advisory|trustee|governor|non-executive|visiting|adjunct|honorary|mentor|ambassador|volunteer|part-time)\b/i;

interface Role {
  readonly label: string;
  readonly start: number | null;
  /** "YYYY-MM" where the source gave the month. */
  readonly startDate?: string | null | undefined;
}

/** When a role began, as a string that sorts by time: its month where known, else its year. */
const began = (role: Role): string => role.startDate ?? String(role.start ?? 0);

/**
 * The main role among `roles`: the one the headline names (its label, or its organisation as `organizationOf`
 * gives it), else the latest begun that is not held beside a job, else the latest begun.
 */
export const mainRole = <R extends Role>(
  roles: readonly R[],
  headline: string | null,
  organizationOf: (role: R) => string | undefined,
): R | undefined => {
  const latestFirst = [...roles].sort((a, b) => began(b).localeCompare(began(a)));
  const said = (headline ?? "").toLowerCase();
  const named = latestFirst.filter((r) => {
    const organization = organizationOf(r)?.toLowerCase();
    return said !== "" && organization !== undefined && organization !== "" && said.includes(organization);
  });
  if (named.length === 1) return named[0];
  return latestFirst.find((r) => !BESIDE_A_JOB.test(r.label)) ?? latestFirst[0];
};
