extension Diagnostic {
    /// What the message says with what it quotes and counts left out: diagnostics of one
    /// kind ("the size of image '…' is unknown") share it, whatever file or name each is
    /// about, so that a build log can sum them up.
    public var kind: String {
        var kind = ""
        var quoted = false
        var lastWasDigit = false
        for scalar in message.unicodeScalars {
            if scalar == "'" {
                if !quoted { kind += "'…'" }
                quoted.toggle()
                continue
            }
            if quoted { continue }
            let isDigit = ("0"..."9").contains(scalar)
            if isDigit {
                if !lastWasDigit { kind += "#" }
            } else {
                kind.unicodeScalars.append(scalar)
            }
            lastWasDigit = isDigit
        }
        return "\(severity.rawValue): " + kind
    }
}
