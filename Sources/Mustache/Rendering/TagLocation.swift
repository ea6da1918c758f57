/// Where a tag stands, to report render errors at it.
struct TagLocation: Sendable {
    let template: String
    let line: Int
    let column: Int

    func error(_ message: String) -> TemplateError {
        TemplateError(template: template, line: line, column: column, message: message)
    }
}
