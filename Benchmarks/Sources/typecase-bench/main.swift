print("typecase-bench: not built yet")
