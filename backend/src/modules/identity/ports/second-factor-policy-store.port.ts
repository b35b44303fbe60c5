/** The site-wide rule a master admin sets: must every admin log in with a second factor? */
export abstract class SecondFactorPolicyStore {
  abstract required(): Promise<boolean>;
  abstract setRequired(required: boolean): Promise<void>;
}
