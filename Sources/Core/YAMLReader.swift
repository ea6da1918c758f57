internal import CYAML

/// Reads one YAML document into a `YAMLNode` tree with libyaml's event API.
///
/// The reader is meant for untrusted files: it rejects duplicate keys, nesting deeper than
/// `YAMLTreeBuilder.maximumDepth`, alias expansion beyond `YAMLTreeBuilder.maximumAliasExpansion`
/// nodes, and streams with more than one document, each with the location of the offending token.
public enum YAMLReader {
    /// Parses `text` as a single YAML document.
    ///
    /// - Parameters:
    ///   - text: the YAML source.
    ///   - file: the path shown in diagnostics.
    ///   - firstLine: the file's line number of `text`'s first line (front matter starts on line 2).
    /// - Returns: the document's root node, or nil when the stream holds no document or an empty one.
    public static func read(_ text: String, file: String, firstLine: Int = 1) throws(DiagnosticList) -> YAMLNode? {
        let bytes = Array(text.utf8)
        if bytes.isEmpty { return nil }
        var builder = YAMLTreeBuilder(file: file)
        let outcome = bytes.withUnsafeBufferPointer { buffer -> Result<YAMLNode?, DiagnosticList> in
            parse(buffer, file: file, firstLine: firstLine, into: &builder)
        }
        return try outcome.get()
    }

    private static func parse(
        _ buffer: UnsafeBufferPointer<UInt8>, file: String, firstLine: Int, into builder: inout YAMLTreeBuilder
    ) -> Result<YAMLNode?, DiagnosticList> {
        guard let base = buffer.baseAddress else { return .success(nil) }
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) != 0 else {
            let location = SourceLocation(file: file, line: firstLine, column: 1)
            return .failure(DiagnosticList([.error(at: location, "cannot start the YAML parser (out of memory)")]))
        }
        defer { yaml_parser_delete(parser) }
        yaml_parser_set_input_string(parser, base, buffer.count)
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)

        let marks = MarkPlacement(file: file, firstLine: firstLine, end: lineAndColumn(ofByte: buffer.count, in: buffer))
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(parser, &event) != 0 else {
                return .failure(DiagnosticList([syntaxError(parser.pointee, buffer, marks)]))
            }
            let copied = copy(event, marks)
            yaml_event_delete(&event)
            do {
                if let finished = try builder.consume(copied) {
                    return .success(finished.root)
                }
            } catch {
                return .failure(DiagnosticList([error]))
            }
        }
    }

    /// Copies the parts of a libyaml event that the tree builder needs.
    private static func copy(_ event: yaml_event_t, _ marks: MarkPlacement) -> YAMLEvent {
        let location = marks.location(of: event.start_mark)
        let kind: YAMLEvent.Kind
        switch event.type {
        case YAML_STREAM_START_EVENT:
            kind = .streamStart
        case YAML_DOCUMENT_START_EVENT:
            kind = .documentStart
        case YAML_DOCUMENT_END_EVENT:
            kind = .documentEnd
        case YAML_SEQUENCE_START_EVENT:
            kind = .sequenceStart(anchor: string(event.data.sequence_start.anchor))
        case YAML_SEQUENCE_END_EVENT:
            kind = .sequenceEnd
        case YAML_MAPPING_START_EVENT:
            kind = .mappingStart(anchor: string(event.data.mapping_start.anchor))
        case YAML_MAPPING_END_EVENT:
            kind = .mappingEnd
        case YAML_ALIAS_EVENT:
            kind = .alias(anchor: string(event.data.alias.anchor) ?? "")
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let text: String
            if let value = scalar.value, scalar.length > 0 {
                text = String(decoding: UnsafeBufferPointer(start: value, count: Int(scalar.length)), as: UTF8.self)
            } else {
                text = ""
            }
            let isPlainStyle = scalar.style == YAML_PLAIN_SCALAR_STYLE
            kind = .scalar(
                text: text,
                isPlain: resolvesTypes(tag: string(scalar.tag), plainStyle: isPlainStyle),
                anchor: string(scalar.anchor))
        default:
            kind = .streamEnd
        }
        return YAMLEvent(kind: kind, location: location)
    }

    /// Whether a scalar is read as null/bool/number: plain ones are, unless tagged `!!str` or `!`;
    /// quoted ones only when explicitly tagged with a standard non-string scalar tag.
    private static func resolvesTypes(tag: String?, plainStyle: Bool) -> Bool {
        switch tag {
        case nil: return plainStyle
        case "tag:yaml.org,2002:str", "!": return false
        case "tag:yaml.org,2002:int", "tag:yaml.org,2002:float",
            "tag:yaml.org,2002:bool", "tag:yaml.org,2002:null":
            return true
        default: return plainStyle  // unknown tags are ignored
        }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    /// libyaml's own error, at its mark (scanner and parser) or at its byte offset (reader).
    private static func syntaxError(
        _ parser: yaml_parser_t, _ buffer: UnsafeBufferPointer<UInt8>, _ marks: MarkPlacement
    ) -> Diagnostic {
        let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        if parser.error == YAML_READER_ERROR {
            let (line, column) = lineAndColumn(ofByte: Int(parser.problem_offset), in: buffer)
            let location = SourceLocation(file: marks.file, line: line + marks.firstLine - 1, column: column)
            return .error(at: location, "invalid YAML: \(problem)")
        }
        var message = "invalid YAML: \(problem)"
        if let context = parser.context.map({ String(cString: $0) }) {
            message += " (\(context) started on line \(marks.location(of: parser.context_mark).line))"
        }
        return .error(at: marks.location(of: parser.problem_mark), message)
    }

    /// Where libyaml's marks are in the file. The end of the stream is a mark on the line after
    /// the last when the text does not end with a line break (libyaml starts a line there), a
    /// line the file does not have: such a mark is placed at the end of the last line instead.
    private struct MarkPlacement {
        let file: String
        let firstLine: Int
        /// 1-based line and column just after the text's last character.
        let end: (line: Int, column: Int)

        func location(of mark: yaml_mark_t) -> SourceLocation {
            var (line, column) = (Int(mark.line) + 1, Int(mark.column) + 1)
            if (line, column) > end { (line, column) = end }
            return SourceLocation(file: file, line: line + firstLine - 1, column: column)
        }
    }

    /// 1-based line and column (in Unicode scalars) of a byte offset; CR, LF and CRLF end lines.
    private static func lineAndColumn(ofByte offset: Int, in buffer: UnsafeBufferPointer<UInt8>) -> (Int, Int) {
        var line = 1
        var column = 1
        var index = 0
        let end = min(offset, buffer.count)
        while index < end {
            let byte = buffer[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 >= buffer.count || buffer[index + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 && byte != 0x0D {
                column += 1
            }
            index += 1
        }
        return (line, column)
    }
}
