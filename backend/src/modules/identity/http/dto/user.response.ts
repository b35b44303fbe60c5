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

/** The answer of the two code-mail routes. */
export class CodeMailResponse extends MessageResponse {
  /**
   * False when nothing was mailed: one code mail per address a minute, ten a day. The code mailed
   * before stays valid.
   */
  codeSent: boolean;
}
