/** Who pressed the button: what the audit log and an order's history record of an admin. */
export interface AdminActor {
  id: string;
  email: string;
}

/** The actor written on an order's history line. */
export const orderActorOf = (admin: AdminActor): string => `admin:${admin.email}`;
