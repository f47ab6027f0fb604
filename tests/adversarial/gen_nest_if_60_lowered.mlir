// TOOL: opt
// ARGS: --max-nesting 100
// EXPECT: exit=1 error="more than 100 levels"
func.func @main() {
  %c = arith.constant true
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
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
     }
    }
   }
  }
  return
}
