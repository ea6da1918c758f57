print("sitegen")
