import PlaceholderTitle

/// Named presets of platform assumptions, each with the source it comes from.
///
/// The numbers are assumptions about Apple's frameworks that no Linux tool can observe; each
/// preset says where it comes from so a user can judge it.
package enum Profile: String, Sendable, CaseIterable {
  /// The RowAction article's code (TCSCustomRowActionFactory): symbol width measured at
  /// `UIFont.systemFontSize`, 30 pt padding.
  case rowAction = "rowaction"
  /// iOS 11+ `UIContextualAction` as read from decompiled UIKitCore.
  case uikitContextual = "uikit-contextual"
  /// BGTableViewRowActionWithImage's assumptions: 18 pt title, 15 pt margins.
  case bgTableView = "bgtableview"

  /// Names earlier versions gave a profile, each with its profile today: results of schema
  /// version 1 record them, and `--profile` names the new one when it is given an old one.
  package static let formerNames: [String: Profile] = ["seed": .rowAction]

  /// One line for `--help`: what the preset sets and its source.
  package var summary: String {
    switch self {
    case .rowAction:
      return
        "rowaction: --measure-size 14 --padding 30 --widths 40...200. Source: the 2018 article 'Universal solution for UITableViewRowAction and UIContextualAction', its RowAction code and the TCSCustomRowActionFactory library: minimalActionWidth 30, placeholder width measured with boundingRect at UIFont.systemFontSize, commonly reported as 14 pt (Apple documents no number)."
    case .uikitContextual:
      return
        "uikit-contextual: --model uikit-swipe --sizes 15 --widths 74...120 --guard U+200B. Assumption, not documentation: UIKitCore of iOS 18.2 and 26.1, read as decompiled code (iOS versions before 18 unconfirmed), sizes UIContextualAction buttons as min(120, max(74, 6 + 6 + label width)) with the label rounded up to device pixels and a 15 pt title. Warning: the same code trims leading and trailing whitespace from titles, which would empty a placeholder-only title: the profile puts U+200B ZERO WIDTH SPACE (a format character, not whitespace) at both ends of every title."
    case .bgTableView:
      return
        "bgtableview: --sizes 18 --padding 30 --widths 40...200. Source: BGTableViewRowActionWithImage, which assumed an 18 pt title font with 15 pt margins on each side."
    }
  }

  /// A warning printed on standard error whenever the preset is used, if any.
  package var warning: String? {
    switch self {
    case .uikitContextual:
      return
        "warning: profile uikit-contextual: recent UIKit trims leading and trailing whitespace from UIContextualAction titles, which would empty a placeholder-only title; guards U+200B ZERO WIDTH SPACE at both ends of every title keep it (--guard none turns them off); check on a device"
    default: return nil
    }
  }

  /// Sets the preset's values on the settings, except the fields given explicitly, and records
  /// the preset.
  ///
  /// - Parameters:
  ///   - settings: The settings to change.
  ///   - explicit: The fields the user set, which the preset leaves alone.
  package func apply(to settings: inout CalibrationSettings, keeping explicit: Set<CalibrationSettings.Field>)
  {
    func unset(_ field: CalibrationSettings.Field) -> Bool { !explicit.contains(field) }
    settings.profile = self
    switch self {
    case .rowAction:
      if unset(.measureSize) { settings.measureSize = 14 }
      if unset(.padding) { settings.padding = 30 }
    case .uikitContextual:
      if unset(.sizes) { settings.sizes = [15] }
      if unset(.sizing) { settings.sizing = .uikitSwipe }
      if unset(.guardCharacter) { settings.guardCharacter = "\u{200B}" }
      if unset(.widths) {
        settings.widths.from = 74
        settings.widths.through = 120
      }
    case .bgTableView:
      if unset(.sizes) { settings.sizes = [18] }
      if unset(.padding) { settings.padding = 30 }
    }
  }
}
