export class UserView {
  fullname: string;
  telephone: string;
  email: string;
}

export class UserResponse {
  user: UserView;
}

export class MessageResponse {
  message: string;
}
