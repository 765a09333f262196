import "react-toastify/dist/ReactToastify.css";
import "./styles.css";
import "./styles-cabinet.css";
import "./styles-profile.css";
import { start } from "./start";

/** The entry of index.html: the styles, then start-up (start.tsx). */
void start();
