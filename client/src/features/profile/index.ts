// What other features may use of the profile: saving the shopper's details (the checkout offers to).
export { useUpdateProfileMutation } from "./profile-api.ts";
