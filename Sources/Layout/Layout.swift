// The Layout part: geometry, the Layout protocol, anchors.
