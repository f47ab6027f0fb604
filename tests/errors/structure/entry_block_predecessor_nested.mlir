// The entry block of every region, nested ones included, has no
// predecessor; the error is at the op holding the region (upstream
// `Verifier.cpp` `verifyOnEntrance`).

func.func @nested() {
  // expected-error@+1 {{entry block of region may not have predecessors}}
  "test.region"() ({
  ^bb0:
    %c = "test.cond"() : () -> i1
    cf.cond_br %c, ^bb0, ^bb1
  ^bb1:
    "test.end"() : () -> ()
  }) : () -> ()
  return
}
