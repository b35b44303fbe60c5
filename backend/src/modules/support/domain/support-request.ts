export interface ContactMessage {
  firstname: string;
  lastname: string;
  email: string;
  message: string;
}

export interface CreditRequest {
  requestorName: string;
  requestorTele: string;
  requestorEmail: string;
  requesteeName: string;
  requesteeEmail: string;
  message: string;
}
