/**
 * The editor's text and number fields, checked with the build's rules (field-check.ts): Decap's
 * own string, text and number widgets, whose check (Decap asks a widget's `isValid` when the owner
 * saves) says what the build would say, under the field.
 */
import type CMS from "decap-cms-app";
import type { Map as ImmutableMap } from "immutable";
import { Component, type ComponentType } from "react";
import { CHECKED_KINDS, checkedWidget } from "./editor-names";
import { fieldProblem } from "./field-check";

interface ControlProps {
  value?: string | number;
  field: ImmutableMap<string, unknown>;
  /** The language of the field being edited; Decap's types leave it out. */
  locale?: string;
}

/** Decap's `kind` widget, checked. */
function checked(cms: typeof CMS, kind: (typeof CHECKED_KINDS)[number]) {
  const Control = cms.getWidget(kind)!.control as unknown as ComponentType<ControlProps>;
  return class CheckedControl extends Component<ControlProps> {
    isValid = () => {
      const { value, field, locale = "en" } = this.props;
      // An empty field is Decap's to refuse (required) or to accept (a fact not given yet).
      if (value === undefined || String(value).trim() === "") return true;
      const problem = fieldProblem(String(field.get("content")), value, locale);
      const label = String(field.get("label"));
      return problem ? { error: { type: "CUSTOM", message: `${label} ${problem}` } } : true;
    };

    render() {
      return <Control {...this.props} />;
    }
  };
}

export function registerCheckedWidgets(cms: typeof CMS) {
  for (const kind of CHECKED_KINDS) {
    const { preview } = cms.getWidget(kind)!;
    cms.registerWidget(checkedWidget(kind), checked(cms, kind) as never, preview as never);
  }
}
