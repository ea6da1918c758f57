// The compiler flags of QtGui and QtCore (pkg-config Qt5Gui), whose headers
// KSyntaxHighlighting's include, for the C++ target that reaches it; nothing of Qt is
// imported into Swift.
