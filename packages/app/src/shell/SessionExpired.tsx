import { sessionTexts } from "@trade/core";
import { useLocation, useNavigate } from "react-router";
import { Modal } from "../ui/Modal.js";
import { loginPath } from "./loginPath.js";

/** Spec 1 §2.8: shown when the session can no longer be renewed; RE-LOGIN returns here after login. */
export function SessionExpired() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Modal title="Session expired" widthRem={30}>
      <p>{sessionTexts.sessionExpired}</p>
      <div className="modal-actions">
        <button
          type="button"
          className="button primary"
          onClick={() => navigate(loginPath(location), { replace: true })}
        >
          {sessionTexts.reLogin}
        </button>
      </div>
    </Modal>
  );
}
