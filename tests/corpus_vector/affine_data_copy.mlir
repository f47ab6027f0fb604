// Generated from tests/corpus_vector/src/linalg_ops.mlir.in by mlir-opt 22 with
// PASSES: --convert-linalg-to-affine-loops --affine-loop-tile=tile-size=2 --affine-data-copy-generate=fast-mem-space=0 --affine-pipeline-data-transfer
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0)[s0] -> (d0 + 2, s0)>
#map2 = affine_map<(d0) -> (d0 + 2)>
#map3 = affine_map<(d0) -> (d0 + 2, 3)>
#map4 = affine_map<(d0) -> (d0 + 2, 5)>
#map5 = affine_map<(d0) -> (d0 + 1)>
#map6 = affine_map<(d0, d1) -> (d0 + d1)>
#map7 = affine_map<(d0, d1) -> (d0 * 2 + d1)>
#map8 = affine_map<(d0) -> (d0 + 2, 7)>
module {
  func.func @fill(%arg0: memref<?xf32>, %arg1: i32) {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_i32 = arith.constant 1 : i32
    %dim = memref.dim %arg0, %c0_0 : memref<?xf32>
    scf.for %arg2 = %c0_0 to %dim step %c1 {
      %0 = arith.index_cast %arg2 : index to i32
      %1 = arith.muli %0, %0 : i32
      %2 = arith.remsi %1, %arg1 : i32
      %3 = arith.subi %2, %c1_i32 : i32
      %4 = arith.sitofp %3 : i32 to f32
      memref.store %4, %arg0[%arg2] : memref<?xf32>
    }
    return
  }
  func.func @show(%arg0: memref<?xf32>, %arg1: index) {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = memref.dim %arg0, %c0_0 : memref<?xf32>
    %0 = arith.divui %dim, %arg1 : index
    scf.for %arg2 = %c0_0 to %0 step %c1 {
      vector.print punctuation <open>
      scf.for %arg3 = %c0_0 to %arg1 step %c1 {
        %1 = arith.muli %arg2, %arg1 : index
        %2 = arith.addi %1, %arg3 : index
        %3 = memref.load %arg0[%2] : memref<?xf32>
        vector.print %3 : f32 punctuation <no_punctuation>
        %4 = arith.subi %arg1, %c1 : index
        %5 = arith.cmpi ult, %arg3, %4 : index
        scf.if %5 {
          vector.print punctuation <comma>
        }
      }
      vector.print punctuation <close>
      vector.print
    }
    return
  }
  func.func @scale_rows(%arg0: memref<?x?xf32>, %arg1: memref<?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %arg1, %c0_0 : memref<?xf32>
    %dim_1 = memref.dim %arg0, %c1 : memref<?x?xf32>
    affine.for %arg2 = 0 to %dim step 2 {
      affine.for %arg3 = 0 to %dim_1 step 2 {
        affine.for %arg4 = #map(%arg2) to min #map1(%arg2)[%dim] {
          affine.for %arg5 = #map(%arg3) to min #map1(%arg3)[%dim_1] {
            %0 = affine.load %arg1[%arg4] : memref<?xf32>
            %1 = affine.load %arg0[%arg4, %arg5] : memref<?x?xf32>
            %2 = arith.mulf %1, %0 : f32
            %3 = arith.addf %2, %0 : f32
            affine.store %3, %arg0[%arg4, %arg5] : memref<?x?xf32>
          }
        }
      }
    }
    return
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %c0_3 = arith.constant 0 : index
    %c0_4 = arith.constant 0 : index
    %c0_5 = arith.constant 0 : index
    %c0_6 = arith.constant 0 : index
    %c5 = arith.constant 5 : index
    %c0_7 = arith.constant 0 : index
    %c5_8 = arith.constant 5 : index
    %c0_9 = arith.constant 0 : index
    %c35 = arith.constant 35 : index
    %c0_10 = arith.constant 0 : index
    %c5_11 = arith.constant 5 : index
    %c0_12 = arith.constant 0 : index
    %c18 = arith.constant 18 : index
    %c0_13 = arith.constant 0 : index
    %c18_14 = arith.constant 18 : index
    %c0_15 = arith.constant 0 : index
    %c60 = arith.constant 60 : index
    %c0_16 = arith.constant 0 : index
    %c18_17 = arith.constant 18 : index
    %c0_18 = arith.constant 0 : index
    %c48 = arith.constant 48 : index
    %c0_19 = arith.constant 0 : index
    %c48_20 = arith.constant 48 : index
    %c0_21 = arith.constant 0 : index
    %c36 = arith.constant 36 : index
    %c0_22 = arith.constant 0 : index
    %c60_23 = arith.constant 60 : index
    %c0_24 = arith.constant 0 : index
    %c48_25 = arith.constant 48 : index
    %c0_26 = arith.constant 0 : index
    %c18_27 = arith.constant 18 : index
    %c0_28 = arith.constant 0 : index
    %c18_29 = arith.constant 18 : index
    %c0_30 = arith.constant 0 : index
    %c30 = arith.constant 30 : index
    %c0_31 = arith.constant 0 : index
    %c30_32 = arith.constant 30 : index
    %c0_33 = arith.constant 0 : index
    %c18_34 = arith.constant 18 : index
    %c0_35 = arith.constant 0 : index
    %c0_36 = arith.constant 0 : index
    %c7 = arith.constant 7 : index
    %c5_37 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %cst = arith.constant 0xFF800000 : f32
    %c12 = arith.constant 12 : index
    %c3 = arith.constant 3 : index
    %cst_38 = arith.constant 0.000000e+00 : f32
    %c13_i32 = arith.constant 13 : i32
    %c11_i32 = arith.constant 11 : i32
    %c17_i32 = arith.constant 17 : i32
    %alloc = memref.alloc() : memref<30xf32>
    %alloc_39 = memref.alloc() : memref<30xf32>
    %alloc_40 = memref.alloc() : memref<18xf32>
    %cast = memref.cast %alloc : memref<30xf32> to memref<?xf32>
    %cast_41 = memref.cast %alloc_39 : memref<30xf32> to memref<?xf32>
    %cast_42 = memref.cast %alloc_40 : memref<18xf32> to memref<?xf32>
    call @fill(%cast, %c11_i32) : (memref<?xf32>, i32) -> ()
    call @fill(%cast_41, %c13_i32) : (memref<?xf32>, i32) -> ()
    %expand_shape = memref.expand_shape %alloc [[0, 1, 2]] output_shape [2, 3, 5] : memref<30xf32> into memref<2x3x5xf32>
    %expand_shape_43 = memref.expand_shape %alloc_39 [[0, 1, 2]] output_shape [2, 5, 3] : memref<30xf32> into memref<2x5x3xf32>
    %expand_shape_44 = memref.expand_shape %alloc_40 [[0, 1, 2]] output_shape [2, 3, 3] : memref<18xf32> into memref<2x3x3xf32>
    %alloc_45 = memref.alloc() : memref<2x3x3xf32>
    affine.for %arg0 = 0 to 2 step 2 {
      affine.for %arg1 = 0 to 3 step 2 {
        affine.for %arg2 = 0 to 3 step 2 {
          affine.for %arg3 = #map(%arg0) to #map2(%arg0) {
            affine.for %arg4 = #map(%arg1) to min #map3(%arg1) {
              affine.for %arg5 = #map(%arg2) to min #map3(%arg2) {
                affine.store %cst_38, %alloc_45[%arg3, %arg4, %arg5] : memref<2x3x3xf32>
              }
            }
          }
        }
      }
    }
    affine.for %arg0 = 0 to 2 {
      affine.for %arg1 = 0 to 3 {
        affine.for %arg2 = 0 to 3 {
          %0 = affine.load %alloc_45[%arg0, %arg1, %arg2] : memref<2x3x3xf32>
          affine.store %0, %expand_shape_44[%arg0, %arg1, %arg2] : memref<2x3x3xf32>
        }
      }
    }
    memref.dealloc %alloc_45 : memref<2x3x3xf32>
    %alloc_46 = memref.alloc() : memref<2x3x5xf32>
    affine.for %arg0 = 0 to 2 {
      affine.for %arg1 = 0 to 3 {
        affine.for %arg2 = 0 to 5 {
          %0 = affine.load %expand_shape[%arg0, %arg1, %arg2] : memref<2x3x5xf32>
          affine.store %0, %alloc_46[%arg0, %arg1, %arg2] : memref<2x3x5xf32>
        }
      }
    }
    %alloc_47 = memref.alloc() : memref<2x5x3xf32>
    affine.for %arg0 = 0 to 2 {
      affine.for %arg1 = 0 to 5 {
        affine.for %arg2 = 0 to 3 {
          %0 = affine.load %expand_shape_43[%arg0, %arg1, %arg2] : memref<2x5x3xf32>
          affine.store %0, %alloc_47[%arg0, %arg1, %arg2] : memref<2x5x3xf32>
        }
      }
    }
    %alloc_48 = memref.alloc() : memref<2x3x3xf32>
    affine.for %arg0 = 0 to 2 {
      affine.for %arg1 = 0 to 3 {
        affine.for %arg2 = 0 to 3 {
          %0 = affine.load %expand_shape_44[%arg0, %arg1, %arg2] : memref<2x3x3xf32>
          affine.store %0, %alloc_48[%arg0, %arg1, %arg2] : memref<2x3x3xf32>
        }
      }
    }
    affine.for %arg0 = 0 to 2 step 2 {
      affine.for %arg1 = 0 to 3 step 2 {
        affine.for %arg2 = 0 to 3 step 2 {
          affine.for %arg3 = 0 to 5 step 2 {
            affine.for %arg4 = #map(%arg0) to #map2(%arg0) {
              affine.for %arg5 = #map(%arg1) to min #map3(%arg1) {
                affine.for %arg6 = #map(%arg2) to min #map3(%arg2) {
                  affine.for %arg7 = #map(%arg3) to min #map4(%arg3) {
                    %0 = affine.load %alloc_46[%arg4, %arg5, %arg7] : memref<2x3x5xf32>
                    %1 = affine.load %alloc_47[%arg4, %arg7, %arg6] : memref<2x5x3xf32>
                    %2 = affine.load %alloc_48[%arg4, %arg5, %arg6] : memref<2x3x3xf32>
                    %3 = arith.mulf %0, %1 : f32
                    %4 = arith.addf %2, %3 : f32
                    affine.store %4, %alloc_48[%arg4, %arg5, %arg6] : memref<2x3x3xf32>
                  }
                }
              }
            }
          }
        }
      }
    }
    affine.for %arg0 = 0 to 2 {
      affine.for %arg1 = 0 to 3 {
        affine.for %arg2 = 0 to 3 {
          %0 = affine.load %alloc_48[%arg0, %arg1, %arg2] : memref<2x3x3xf32>
          affine.store %0, %expand_shape_44[%arg0, %arg1, %arg2] : memref<2x3x3xf32>
        }
      }
    }
    memref.dealloc %alloc_48 : memref<2x3x3xf32>
    memref.dealloc %alloc_47 : memref<2x5x3xf32>
    memref.dealloc %alloc_46 : memref<2x3x5xf32>
    call @show(%cast_42, %c3) : (memref<?xf32>, index) -> ()
    %alloc_49 = memref.alloc() : memref<60xf32>
    %alloc_50 = memref.alloc() : memref<36xf32>
    %alloc_51 = memref.alloc() : memref<48xf32>
    %cast_52 = memref.cast %alloc_49 : memref<60xf32> to memref<?xf32>
    %cast_53 = memref.cast %alloc_50 : memref<36xf32> to memref<?xf32>
    %cast_54 = memref.cast %alloc_51 : memref<48xf32> to memref<?xf32>
    call @fill(%cast_52, %c17_i32) : (memref<?xf32>, i32) -> ()
    call @fill(%cast_53, %c13_i32) : (memref<?xf32>, i32) -> ()
    %expand_shape_55 = memref.expand_shape %alloc_49 [[0, 1, 2, 3]] output_shape [1, 6, 5, 2] : memref<60xf32> into memref<1x6x5x2xf32>
    %expand_shape_56 = memref.expand_shape %alloc_50 [[0, 1, 2, 3]] output_shape [3, 2, 2, 3] : memref<36xf32> into memref<3x2x2x3xf32>
    %expand_shape_57 = memref.expand_shape %alloc_51 [[0, 1, 2, 3]] output_shape [1, 4, 4, 3] : memref<48xf32> into memref<1x4x4x3xf32>
    %alloc_58 = memref.alloc() : memref<1x4x4x3xf32>
    affine.for %arg0 = 0 to 1 step 2 {
      affine.for %arg1 = 0 to 4 step 2 {
        affine.for %arg2 = 0 to 4 step 2 {
          affine.for %arg3 = 0 to 3 step 2 {
            affine.for %arg4 = #map(%arg0) to #map5(%arg0) {
              affine.for %arg5 = #map(%arg1) to #map2(%arg1) {
                affine.for %arg6 = #map(%arg2) to #map2(%arg2) {
                  affine.for %arg7 = #map(%arg3) to min #map3(%arg3) {
                    affine.store %cst_38, %alloc_58[%arg4, %arg5, %arg6, %arg7] : memref<1x4x4x3xf32>
                  }
                }
              }
            }
          }
        }
      }
    }
    affine.for %arg0 = 0 to 4 {
      affine.for %arg1 = 0 to 4 {
        affine.for %arg2 = 0 to 3 {
          %0 = affine.load %alloc_58[0, %arg0, %arg1, %arg2] : memref<1x4x4x3xf32>
          affine.store %0, %expand_shape_57[0, %arg0, %arg1, %arg2] : memref<1x4x4x3xf32>
        }
      }
    }
    memref.dealloc %alloc_58 : memref<1x4x4x3xf32>
    %alloc_59 = memref.alloc() : memref<1x6x5x2xf32>
    affine.for %arg0 = 0 to 6 {
      affine.for %arg1 = 0 to 5 {
        affine.for %arg2 = 0 to 2 {
          %0 = affine.load %expand_shape_55[0, %arg0, %arg1, %arg2] : memref<1x6x5x2xf32>
          affine.store %0, %alloc_59[0, %arg0, %arg1, %arg2] : memref<1x6x5x2xf32>
        }
      }
    }
    %alloc_60 = memref.alloc() : memref<3x2x2x3xf32>
    affine.for %arg0 = 0 to 3 {
      affine.for %arg1 = 0 to 2 {
        affine.for %arg2 = 0 to 2 {
          affine.for %arg3 = 0 to 3 {
            %0 = affine.load %expand_shape_56[%arg0, %arg1, %arg2, %arg3] : memref<3x2x2x3xf32>
            affine.store %0, %alloc_60[%arg0, %arg1, %arg2, %arg3] : memref<3x2x2x3xf32>
          }
        }
      }
    }
    %alloc_61 = memref.alloc() : memref<1x4x4x3xf32>
    affine.for %arg0 = 0 to 4 {
      affine.for %arg1 = 0 to 4 {
        affine.for %arg2 = 0 to 3 {
          %0 = affine.load %expand_shape_57[0, %arg0, %arg1, %arg2] : memref<1x4x4x3xf32>
          affine.store %0, %alloc_61[0, %arg0, %arg1, %arg2] : memref<1x4x4x3xf32>
        }
      }
    }
    affine.for %arg0 = 0 to 1 step 2 {
      affine.for %arg1 = 0 to 4 step 2 {
        affine.for %arg2 = 0 to 4 step 2 {
          affine.for %arg3 = 0 to 3 step 2 {
            affine.for %arg4 = 0 to 3 step 2 {
              affine.for %arg5 = 0 to 2 step 2 {
                affine.for %arg6 = 0 to 2 step 2 {
                  affine.for %arg7 = #map(%arg0) to #map5(%arg0) {
                    affine.for %arg8 = #map(%arg1) to #map2(%arg1) {
                      affine.for %arg9 = #map(%arg2) to #map2(%arg2) {
                        affine.for %arg10 = #map(%arg3) to min #map3(%arg3) {
                          affine.for %arg11 = #map(%arg4) to min #map3(%arg4) {
                            affine.for %arg12 = #map(%arg5) to #map2(%arg5) {
                              affine.for %arg13 = #map(%arg6) to #map2(%arg6) {
                                %0 = affine.apply #map6(%arg8, %arg11)
                                %1 = affine.apply #map6(%arg9, %arg12)
                                %2 = affine.load %alloc_59[%arg7, %arg8 + %arg11, %arg9 + %arg12, %arg13] : memref<1x6x5x2xf32>
                                %3 = affine.load %alloc_60[%arg11, %arg12, %arg13, %arg10] : memref<3x2x2x3xf32>
                                %4 = affine.load %alloc_61[%arg7, %arg8, %arg9, %arg10] : memref<1x4x4x3xf32>
                                %5 = arith.mulf %2, %3 : f32
                                %6 = arith.addf %4, %5 : f32
                                affine.store %6, %alloc_61[%arg7, %arg8, %arg9, %arg10] : memref<1x4x4x3xf32>
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
    affine.for %arg0 = 0 to 4 {
      affine.for %arg1 = 0 to 4 {
        affine.for %arg2 = 0 to 3 {
          %0 = affine.load %alloc_61[0, %arg0, %arg1, %arg2] : memref<1x4x4x3xf32>
          affine.store %0, %expand_shape_57[0, %arg0, %arg1, %arg2] : memref<1x4x4x3xf32>
        }
      }
    }
    memref.dealloc %alloc_61 : memref<1x4x4x3xf32>
    memref.dealloc %alloc_60 : memref<3x2x2x3xf32>
    memref.dealloc %alloc_59 : memref<1x6x5x2xf32>
    call @show(%cast_54, %c12) : (memref<?xf32>, index) -> ()
    %alloc_62 = memref.alloc() : memref<18xf32>
    %cast_63 = memref.cast %alloc_62 : memref<18xf32> to memref<?xf32>
    %expand_shape_64 = memref.expand_shape %alloc_62 [[0, 1, 2, 3]] output_shape [1, 3, 3, 2] : memref<18xf32> into memref<1x3x3x2xf32>
    %alloc_65 = memref.alloc() : memref<2x3xf32>
    %alloc_66 = memref.alloc() : memref<1x3x3x2xf32>
    affine.for %arg0 = 0 to 1 step 2 {
      affine.for %arg1 = 0 to 3 step 2 {
        affine.for %arg2 = 0 to 3 step 2 {
          affine.for %arg3 = 0 to 2 step 2 {
            affine.for %arg4 = #map(%arg0) to #map5(%arg0) {
              affine.for %arg5 = #map(%arg1) to min #map3(%arg1) {
                affine.for %arg6 = #map(%arg2) to min #map3(%arg2) {
                  affine.for %arg7 = #map(%arg3) to #map2(%arg3) {
                    affine.store %cst, %alloc_66[%arg4, %arg5, %arg6, %arg7] : memref<1x3x3x2xf32>
                  }
                }
              }
            }
          }
        }
      }
    }
    affine.for %arg0 = 0 to 3 {
      affine.for %arg1 = 0 to 3 {
        affine.for %arg2 = 0 to 2 {
          %0 = affine.load %alloc_66[0, %arg0, %arg1, %arg2] : memref<1x3x3x2xf32>
          affine.store %0, %expand_shape_64[0, %arg0, %arg1, %arg2] : memref<1x3x3x2xf32>
        }
      }
    }
    memref.dealloc %alloc_66 : memref<1x3x3x2xf32>
    %alloc_67 = memref.alloc() : memref<1x6x5x2xf32>
    affine.for %arg0 = 0 to 6 {
      affine.for %arg1 = 0 to 5 {
        affine.for %arg2 = 0 to 2 {
          %0 = affine.load %expand_shape_55[0, %arg0, %arg1, %arg2] : memref<1x6x5x2xf32>
          affine.store %0, %alloc_67[0, %arg0, %arg1, %arg2] : memref<1x6x5x2xf32>
        }
      }
    }
    %alloc_68 = memref.alloc() : memref<1x3x3x2xf32>
    affine.for %arg0 = 0 to 3 {
      affine.for %arg1 = 0 to 3 {
        affine.for %arg2 = 0 to 2 {
          %0 = affine.load %expand_shape_64[0, %arg0, %arg1, %arg2] : memref<1x3x3x2xf32>
          affine.store %0, %alloc_68[0, %arg0, %arg1, %arg2] : memref<1x3x3x2xf32>
        }
      }
    }
    affine.for %arg0 = 0 to 1 step 2 {
      affine.for %arg1 = 0 to 3 step 2 {
        affine.for %arg2 = 0 to 3 step 2 {
          affine.for %arg3 = 0 to 2 step 2 {
            affine.for %arg4 = 0 to 2 step 2 {
              affine.for %arg5 = 0 to 3 step 2 {
                affine.for %arg6 = #map(%arg0) to #map5(%arg0) {
                  affine.for %arg7 = #map(%arg1) to min #map3(%arg1) {
                    affine.for %arg8 = #map(%arg2) to min #map3(%arg2) {
                      affine.for %arg9 = #map(%arg3) to #map2(%arg3) {
                        affine.for %arg10 = #map(%arg4) to #map2(%arg4) {
                          affine.for %arg11 = #map(%arg5) to min #map3(%arg5) {
                            %0 = affine.apply #map7(%arg7, %arg10)
                            %1 = affine.apply #map6(%arg8, %arg11)
                            %2 = affine.load %alloc_67[%arg6, %arg7 * 2 + %arg10, %arg8 + %arg11, %arg9] : memref<1x6x5x2xf32>
                            %3 = affine.load %alloc_68[%arg6, %arg7, %arg8, %arg9] : memref<1x3x3x2xf32>
                            %4 = arith.maximumf %3, %2 : f32
                            affine.store %4, %alloc_68[%arg6, %arg7, %arg8, %arg9] : memref<1x3x3x2xf32>
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
    affine.for %arg0 = 0 to 3 {
      affine.for %arg1 = 0 to 3 {
        affine.for %arg2 = 0 to 2 {
          %0 = affine.load %alloc_68[0, %arg0, %arg1, %arg2] : memref<1x3x3x2xf32>
          affine.store %0, %expand_shape_64[0, %arg0, %arg1, %arg2] : memref<1x3x3x2xf32>
        }
      }
    }
    memref.dealloc %alloc_68 : memref<1x3x3x2xf32>
    memref.dealloc %alloc_67 : memref<1x6x5x2xf32>
    call @show(%cast_63, %c6) : (memref<?xf32>, index) -> ()
    %alloc_69 = memref.alloc() : memref<35xf32>
    %cast_70 = memref.cast %alloc_69 : memref<35xf32> to memref<?xf32>
    call @fill(%cast_70, %c17_i32) : (memref<?xf32>, i32) -> ()
    %expand_shape_71 = memref.expand_shape %alloc_69 [[0, 1]] output_shape [5, 7] : memref<35xf32> into memref<5x7xf32>
    %alloc_72 = memref.alloc() : memref<5xf32>
    %alloc_73 = memref.alloc() : memref<5xf32>
    affine.for %arg0 = 0 to 5 step 2 {
      affine.for %arg1 = #map(%arg0) to min #map4(%arg0) {
        affine.store %cst_38, %alloc_73[%arg1] : memref<5xf32>
      }
    }
    affine.for %arg0 = 0 to 5 {
      %0 = affine.load %alloc_73[%arg0] : memref<5xf32>
      affine.store %0, %alloc_72[%arg0] : memref<5xf32>
    }
    memref.dealloc %alloc_73 : memref<5xf32>
    %alloc_74 = memref.alloc() : memref<5x7xf32>
    affine.for %arg0 = 0 to 5 {
      affine.for %arg1 = 0 to 7 {
        %0 = affine.load %expand_shape_71[%arg0, %arg1] : memref<5x7xf32>
        affine.store %0, %alloc_74[%arg0, %arg1] : memref<5x7xf32>
      }
    }
    %alloc_75 = memref.alloc() : memref<5xf32>
    affine.for %arg0 = 0 to 5 {
      %0 = affine.load %alloc_72[%arg0] : memref<5xf32>
      affine.store %0, %alloc_75[%arg0] : memref<5xf32>
    }
    affine.for %arg0 = 0 to 5 step 2 {
      affine.for %arg1 = 0 to 7 step 2 {
        affine.for %arg2 = #map(%arg0) to min #map4(%arg0) {
          affine.for %arg3 = #map(%arg1) to min #map8(%arg1) {
            %0 = affine.load %alloc_74[%arg2, %arg3] : memref<5x7xf32>
            %1 = affine.load %alloc_75[%arg2] : memref<5xf32>
            %2 = arith.mulf %0, %0 : f32
            %3 = arith.addf %1, %2 : f32
            affine.store %3, %alloc_75[%arg2] : memref<5xf32>
          }
        }
      }
    }
    affine.for %arg0 = 0 to 5 {
      %0 = affine.load %alloc_75[%arg0] : memref<5xf32>
      affine.store %0, %alloc_72[%arg0] : memref<5xf32>
    }
    memref.dealloc %alloc_75 : memref<5xf32>
    memref.dealloc %alloc_74 : memref<5x7xf32>
    %cast_76 = memref.cast %alloc_72 : memref<5xf32> to memref<?xf32>
    call @show(%cast_76, %c5_37) : (memref<?xf32>, index) -> ()
    %cast_77 = memref.cast %expand_shape_71 : memref<5x7xf32> to memref<?x?xf32>
    call @scale_rows(%cast_77, %cast_76) : (memref<?x?xf32>, memref<?xf32>) -> ()
    call @show(%cast_70, %c7) : (memref<?xf32>, index) -> ()
    memref.dealloc %alloc : memref<30xf32>
    memref.dealloc %alloc_39 : memref<30xf32>
    memref.dealloc %alloc_40 : memref<18xf32>
    memref.dealloc %alloc_49 : memref<60xf32>
    memref.dealloc %alloc_50 : memref<36xf32>
    memref.dealloc %alloc_51 : memref<48xf32>
    memref.dealloc %alloc_62 : memref<18xf32>
    memref.dealloc %alloc_65 : memref<2x3xf32>
    memref.dealloc %alloc_69 : memref<35xf32>
    memref.dealloc %alloc_72 : memref<5xf32>
    return
  }
}

