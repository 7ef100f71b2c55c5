/** Where the sandbox's depository pages answer (the OTP authorisation of a pledge). */
export const depositoryBase = "/sandbox-depository";
