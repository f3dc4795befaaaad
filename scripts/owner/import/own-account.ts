/**
 * Work on one's own account: a résumé's "company" that names no employer ("Freelance", "Self-employed"). It reads
 * as how the role was held, not as a place worked at: "Conference Interpreter (freelance)", never "Conference
 * Interpreter at Freelance".
 */
const OWN_ACCOUNT = /^(?:freelance|freelancer|self[- ]?employed|independent|sole trader)$/i;

/** Whether an organization's name says the role was held on one's own account. */
export const onOwnAccount = (organization: string): boolean => OWN_ACCOUNT.test(organization.trim());

/** A role as its label and in prose: "Editor at Org B"; on one's own account, "Conference Interpreter (freelance)". */
export const roleLabel = (title: string, organization: string): string =>
  onOwnAccount(organization) ? `${title} (${organization.trim().toLowerCase()})` : `${title} at ${organization}`;

/** The words a role's timeline id is made from, as they always were: the ids are the owner's URLs. */
export const roleIdWords = (title: string, organization: string): string => `${title} at ${organization}`;
