// TOOL: opt
// ARGS:
// EXPECT: exit=0
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
